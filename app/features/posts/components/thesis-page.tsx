import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { PageHeading } from '~/components/page/page-heading'
import { PreviewBanner } from '~/components/page/preview-banner'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { postDetailQueries } from '../post-detail-queries'
import { articleBody, articleNav, detailList } from './article-styles'

const route = getRouteApi('/research/thesis/$id')

/** One paper: authors, journal, year, volume and pages, a DOI link, then the abstract. */
export function ThesisPage() {
  const { id } = route.useParams()
  const locale = getLocale()
  const { preview } = route.useSearch()
  const { data: thesis } = useSuspenseQuery(postDetailQueries.thesis(locale, Number(id), preview))
  const volumePages = [thesis.volume, thesis.pages].filter(Boolean).join(', ')
  return (
    <article>
      {preview ? <PreviewBanner /> : null}
      <PageHeading />
      <dl className={detailList}>
        <div>
          <dt>{m.thesis_authors()}</dt>
          <dd>{thesis.authors.join(', ')}</dd>
        </div>
        <div>
          <dt>{m.thesis_journal()}</dt>
          <dd>
            <cite>{thesis.journal}</cite>
          </dd>
        </div>
        <div>
          <dt>{m.thesis_year()}</dt>
          <dd>{thesis.year}</dd>
        </div>
        {volumePages ? (
          <div>
            <dt>{m.thesis_volume_pages()}</dt>
            <dd>{volumePages}</dd>
          </div>
        ) : null}
        <div>
          <dt>{m.thesis_doi()}</dt>
          <dd>
            <a href={thesis.doiUrl} target="_blank" rel="noopener noreferrer">
              {thesis.doi}
              <span className="visually-hidden"> ({m.nav_opens_new_tab()})</span>
            </a>
          </dd>
        </div>
      </dl>
      <section className={articleBody} aria-labelledby="thesis-abstract">
        <h2 id="thesis-abstract">{m.thesis_abstract()}</h2>
        <p>{thesis.abstract}</p>
      </section>
      <div className={articleNav}>
        <Link to="/research/thesis" activeOptions={{ exact: true }}>
          {m.back_to_list()}
        </Link>
      </div>
    </article>
  )
}

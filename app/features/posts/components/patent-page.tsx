import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { PageHeading } from '~/components/page/page-heading'
import { PreviewBanner } from '~/components/page/preview-banner'
import { formatDate } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { postDetailQueries } from '../post-detail-queries'
import { articleBody, articleNav, detailList } from './article-styles'
import { patentStatusLabel } from './patent-status'

const route = getRouteApi('/research/patent/$id')

/** One patent: its numbers, dates, status and office, then the summary. */
export function PatentPage() {
  const { id } = route.useParams()
  const locale = getLocale()
  const { preview } = route.useSearch()
  const { data: patent } = useSuspenseQuery(postDetailQueries.patent(locale, Number(id), preview))
  const rows: Array<[string, string]> = [
    ...(patent.categoryName ? [[m.filter_category_label(), patent.categoryName] as [string, string]] : []),
    [m.patent_status(), patentStatusLabel(patent.status)],
    [m.patent_office(), patent.office],
    [m.patent_application_number(), patent.applicationNumber],
    [m.patent_filed_at(), formatDate(patent.filedAt, locale)],
    ...(patent.registrationNumber ? [[m.patent_registration_number(), patent.registrationNumber] as [string, string]] : []),
    ...(patent.registeredAt ? [[m.patent_registered_at(), formatDate(patent.registeredAt, locale)] as [string, string]] : []),
  ]
  return (
    <article>
      {preview ? <PreviewBanner /> : null}
      <PageHeading />
      <dl className={detailList}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className={articleBody} aria-labelledby="patent-summary">
        <h2 id="patent-summary">{m.patent_summary()}</h2>
        <p>{patent.summary}</p>
      </section>
      <div className={articleNav}>
        <Link to="/research/patent" activeOptions={{ exact: true }}>
          {m.back_to_list()}
        </Link>
      </div>
    </article>
  )
}

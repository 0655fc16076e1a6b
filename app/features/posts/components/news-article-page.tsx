import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { articleMeta } from '~/components/page/article-meta.styles'
import { PageHeading } from '~/components/page/page-heading'
import { PreviewBanner } from '~/components/page/preview-banner'
import { RichText } from '~/components/page/rich-text'
import { formatDate } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { postDetailQueries } from '../post-detail-queries'
import { articleBody, articleNav } from './article-styles'
import { categoryChip } from './post-list-styles'

const route = getRouteApi('/news/$id')

/** One news article: category, date, body, and the older and newer articles; a draft behind a preview link too. */
export function NewsArticlePage() {
  const { id } = route.useParams()
  const { preview } = route.useSearch()
  const locale = getLocale()
  const { data: article } = useSuspenseQuery(postDetailQueries.news(locale, Number(id), preview))
  return (
    <article>
      {preview ? <PreviewBanner /> : null}
      <PageHeading />
      <p className={articleMeta}>
        {article.categoryName ? <span className={categoryChip}>{article.categoryName}</span> : null}
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
      </p>
      <RichText document={article.body} className={articleBody} />
      <nav className={articleNav} aria-label={m.pagination_label()}>
        {article.previousId ? (
          <Link to="/news/$id" params={{ id: String(article.previousId) }} rel="prev">
            ‹ {m.news_previous()}
          </Link>
        ) : (
          <span />
        )}
        <Link to="/news" activeOptions={{ exact: true }}>
          {m.back_to_list()}
        </Link>
        {article.nextId ? (
          <Link to="/news/$id" params={{ id: String(article.nextId) }} rel="next">
            {m.news_next()} ›
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </article>
  )
}

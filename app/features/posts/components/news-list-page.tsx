import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { CategoryFilter } from '~/components/page/category-filter'
import { EmptyState } from '~/components/page/empty-state'
import { PageHeading } from '~/components/page/page-heading'
import { Pagination } from '~/components/page/pagination'
import { formatDate, formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { listQuery } from '../post-search'
import { postQueries } from '../posts-queries'
import { card, cardGrid, categoryChip, listMeta } from './post-list-styles'

const route = getRouteApi('/news/')

/** News: category filter, cards newest first, pagination; everything in the address. */
export function NewsListPage() {
  const search = route.useSearch()
  const locale = getLocale()
  const { data: categories } = useSuspenseQuery(postQueries.categories(locale, 'news'))
  const query = listQuery('news', search, categories)
  const { data: page } = useSuspenseQuery(postQueries.newsPage(locale, query))

  return (
    <article>
      <PageHeading />
      <CategoryFilter categories={categories} current={query.idCategory} />
      <p className={listMeta} aria-live="polite">
        {m.list_total({ total: formatNumber(page.total) })}
      </p>
      {page.items.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={cardGrid}>
          {page.items.map((item) => (
            <li key={item.id}>
              <article className={card}>
                <span className={categoryChip}>{item.categoryName}</span>
                <h2>
                  <Link to="/news/$id" params={{ id: String(item.id) }}>
                    {item.title}
                  </Link>
                </h2>
                <p>{item.summary}</p>
                <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale)}</time>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page.page} size={page.size} total={page.total} />
    </article>
  )
}

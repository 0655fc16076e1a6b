import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ListPageFrame } from '~/components/page/list-page-frame'
import { formatDate } from '~/i18n/format'
import { postQueries } from '../posts-queries'
import { useCategorizedListQuery } from '../use-categorized-list-query'
import { card, cardGrid, categoryChip } from './post-list-styles'

const route = getRouteApi('/news/')

/** News: category filter, cards newest first, pagination; everything in the address. */
export function NewsListPage() {
  const { locale, categories, query } = useCategorizedListQuery('news', route.useSearch())
  const { data: page } = useSuspenseQuery(postQueries.newsPage(locale, query))

  return (
    <ListPageFrame page={page} categories={{ all: categories, current: query.idCategory }}>
      <ul className={cardGrid}>
        {page.items.map((item) => (
          <li key={item.id}>
            <article className={card}>
              {item.categoryName ? <span className={categoryChip}>{item.categoryName}</span> : null}
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
    </ListPageFrame>
  )
}

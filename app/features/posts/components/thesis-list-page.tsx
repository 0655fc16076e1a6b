import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ListPageFrame } from '~/components/page/list-page-frame'
import { getLocale } from '~/paraglide/runtime'
import { listQuery } from '../post-search'
import { postQueries } from '../posts-queries'
import { categoryChip, rowList } from './post-list-styles'

const route = getRouteApi('/research/thesis/')

/** Papers: category filter, then title, authors, journal and year of each. */
export function ThesisListPage() {
  const search = route.useSearch()
  const locale = getLocale()
  const { data: categories } = useSuspenseQuery(postQueries.categories(locale, 'thesis'))
  const query = listQuery('thesis', search, categories)
  const { data: page } = useSuspenseQuery(postQueries.thesisPage(locale, query))
  return (
    <ListPageFrame page={page} categories={{ all: categories, current: query.idCategory }}>
      <ul className={rowList}>
        {page.items.map((item) => (
          <li key={item.id}>
            <div>
              <span className={categoryChip}>{item.categoryName}</span>
              <h2>
                <Link to="/research/thesis/$id" params={{ id: String(item.id) }}>
                  {item.title}
                </Link>
              </h2>
              <p className="meta">{item.authors.join(', ')}</p>
            </div>
            <p className="meta">
              <cite>{item.journal}</cite> · {item.year}
            </p>
          </li>
        ))}
      </ul>
    </ListPageFrame>
  )
}

import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ListPageFrame } from '~/components/page/list-page-frame'
import { formatDate } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { listQuery } from '../post-search'
import { postQueries } from '../posts-queries'
import { patentStatusLabel } from './patent-status'
import { categoryChip, rowList } from './post-list-styles'

const route = getRouteApi('/research/patent/')

/** Patents: category filter, then number, status and dates of each. */
export function PatentListPage() {
  const search = route.useSearch()
  const locale = getLocale()
  const { data: categories } = useSuspenseQuery(postQueries.categories(locale, 'patent'))
  const query = listQuery('patent', search, categories)
  const { data: page } = useSuspenseQuery(postQueries.patentPage(locale, query))
  return (
    <ListPageFrame page={page} categories={{ all: categories, current: query.idCategory }}>
      <ul className={rowList}>
        {page.items.map((item) => (
          <li key={item.id}>
            <div>
              <span className={categoryChip}>{item.categoryName}</span>
              <h2>
                <Link to="/research/patent/$id" params={{ id: String(item.id) }}>
                  {item.title}
                </Link>
              </h2>
              <p className="meta">
                {m.patent_application_number()} {item.applicationNumber}
                {item.registrationNumber ? ` · ${m.patent_registration_number()} ${item.registrationNumber}` : ''}
              </p>
            </div>
            <p className="meta">
              {patentStatusLabel(item.status)} · {item.office} ·{' '}
              <time dateTime={item.registeredAt ?? item.filedAt}>{formatDate(item.registeredAt ?? item.filedAt, locale)}</time>
            </p>
          </li>
        ))}
      </ul>
    </ListPageFrame>
  )
}

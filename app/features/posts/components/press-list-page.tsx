import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { ListPageFrame } from '~/components/page/list-page-frame'
import { formatDate } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { POST_PAGE_SIZE } from '../post-search'
import { postQueries } from '../posts-queries'
import { rowList } from './post-list-styles'

const route = getRouteApi('/press')

/** Press coverage: outlet, date and a link to the article on the outlet's site (new tab). */
export function PressListPage() {
  const { page: pageNumber } = route.useSearch()
  const locale = getLocale()
  const { data: page } = useSuspenseQuery(postQueries.pressPage(locale, { page: pageNumber ?? 1, size: POST_PAGE_SIZE.press }))
  return (
    <ListPageFrame page={page}>
      <ul className={rowList}>
        {page.items.map((item) => (
          <li key={item.id}>
            <div>
              <h2>
                <a href={item.link} target="_blank" rel="noopener noreferrer">
                  {item.title}
                  <span className="visually-hidden"> ({m.nav_opens_new_tab()})</span>
                </a>
              </h2>
              <p className="meta">
                <span className="visually-hidden">{m.press_outlet()}: </span>
                {item.outlet}
              </p>
            </div>
            <time className="meta" dateTime={item.publishedAt}>
              {formatDate(item.publishedAt, locale)}
            </time>
          </li>
        ))}
      </ul>
    </ListPageFrame>
  )
}

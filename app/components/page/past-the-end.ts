import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { lastPage } from './pagination-window'

interface ListPage {
  page: number
  size: number
  total: number
}

/**
 * A page number past the end of a list that has entries (an old link, an edited address, a list that shrank) goes
 * to the list's last page, with everything else in the address kept (docs/decisions/0046). An empty list stays
 * where it is and says so.
 */
export function redirectPastTheEnd(location: Pick<ParsedLocation, 'pathname' | 'searchStr'>, list: ListPage): void {
  const last = lastPage(list.total, list.size)
  if (list.total === 0 || list.page <= last) return
  const search = new URLSearchParams(location.searchStr)
  // The first page has no `page` in its address (see pageSearchParam).
  if (last > 1) search.set('page', String(last))
  else search.delete('page')
  const query = search.toString()
  throw redirect({ href: query ? `${location.pathname}?${query}` : location.pathname, replace: true })
}

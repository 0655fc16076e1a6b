import type { QueryClient } from '@tanstack/react-query'
import type { ConsoleSearch } from '../console-search'
import { editingDetailQuery, editingListQuery, editingOrderQuery } from './content-queries'
import { groupedKind, isOrderedKind } from './editable-kinds'
import { listQueryOf } from './list-search'
import { siteContentAddressOf } from './site-content-address'

/** What the site content section's first render reads: a kind's list, its order, or an item. */
export function prefetchSiteContent(queryClient: QueryClient, search: ConsoleSearch, rest: readonly string[]): Promise<unknown> {
  const address = siteContentAddressOf(rest)
  if (!address) return Promise.resolve()
  const { kind } = address
  // A FAQ question's form chooses its category: the categories come with it.
  const categories = kind === groupedKind ? queryClient.prefetchQuery(editingOrderQuery('faq-categories')) : undefined
  if (address.view === 'list') return queryClient.prefetchQuery(editingListQuery(kind, listQueryOf(search)))
  if (address.view === 'order' && isOrderedKind(kind))
    return Promise.all([categories, queryClient.prefetchQuery(editingOrderQuery(kind))])
  if (address.view === 'item') return Promise.all([categories, queryClient.prefetchQuery(editingDetailQuery(kind, address.id))])
  return Promise.resolve(categories)
}

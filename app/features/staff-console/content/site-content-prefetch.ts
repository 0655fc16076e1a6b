import type { QueryClient } from '@tanstack/react-query'
import type { ConsoleAddress } from '../address/console-addresses'
import { editingDetailQuery, editingListQuery, editingOrderQuery } from './content-queries'
import { groupedKind } from './editable-kinds'
import { listQueryOf } from './list-search'

/** What the site content section's first render reads: a kind's list, its order, or an item. */
export function prefetchSiteContent(queryClient: QueryClient, address: ConsoleAddress<'site-content'>): Promise<unknown> {
  if (address.view === 'list') return queryClient.prefetchQuery(editingListQuery(address.kind, listQueryOf(address.search)))
  // A FAQ question's form chooses its category: the categories come with it.
  const categories = address.kind === groupedKind ? queryClient.prefetchQuery(editingOrderQuery('faq-categories')) : undefined
  if (address.view === 'order') return Promise.all([categories, queryClient.prefetchQuery(editingOrderQuery(address.kind))])
  if (address.view === 'item')
    return Promise.all([categories, queryClient.prefetchQuery(editingDetailQuery(address.kind, address.id))])
  return Promise.resolve(categories)
}

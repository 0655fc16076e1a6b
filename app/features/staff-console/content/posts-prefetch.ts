import type { QueryClient } from '@tanstack/react-query'
import type { ConsoleAddress } from '../address/console-addresses'
import { editingDetailQuery, editingListQuery, postCategoriesQuery } from './content-queries'
import { listQueryOf } from './list-search'

/** What the posts section's first render reads: a type's list, an item with the categories its form offers, or those. */
export function prefetchPosts(queryClient: QueryClient, address: ConsoleAddress<'posts'>): Promise<unknown> {
  if (address.view === 'list') return queryClient.prefetchQuery(editingListQuery(address.kind, listQueryOf(address.search)))
  const categories = queryClient.prefetchQuery(postCategoriesQuery())
  if (address.view !== 'item') return categories
  return Promise.all([categories, queryClient.prefetchQuery(editingDetailQuery(address.kind, address.id))])
}

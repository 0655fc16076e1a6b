import type { QueryClient } from '@tanstack/react-query'
import type { ConsoleSearch } from '../console-search'
import { editingDetailQuery, editingListQuery, postCategoriesQuery } from './content-queries'
import { listQueryOf } from './list-search'
import { postAddressOf } from './post-address'

/** What the posts section's first render reads: a type's list, an item with the categories its form offers, or those. */
export function prefetchPosts(queryClient: QueryClient, search: ConsoleSearch, rest: readonly string[]): Promise<unknown> {
  const address = postAddressOf(rest)
  if (!address) return Promise.resolve()
  if (address.view === 'list') return queryClient.prefetchQuery(editingListQuery(address.kind, listQueryOf(search)))
  const categories = queryClient.prefetchQuery(postCategoriesQuery())
  if (address.view !== 'item') return categories
  return Promise.all([categories, queryClient.prefetchQuery(editingDetailQuery(address.kind, address.id))])
}

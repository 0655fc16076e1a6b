import type { QueryClient } from '@tanstack/react-query'
import type { ConsoleSearch } from '../console-search'
import { postAddressOf } from './post-address'
import { postCategoriesQuery, postDetailQuery, postListQuery } from './post-queries'
import { postQueryOf } from './post-search'

/** What the posts section's first render reads: a type's list, or an item with the categories its form offers. */
export function prefetchPosts(queryClient: QueryClient, search: ConsoleSearch, rest: readonly string[]): Promise<unknown> {
  const address = postAddressOf(rest)
  if (!address) return Promise.resolve()
  if (address.view === 'list') return queryClient.prefetchQuery(postListQuery(address.type, postQueryOf(search)))
  const categories = queryClient.prefetchQuery(postCategoriesQuery())
  if (address.view === 'new') return categories
  return Promise.all([categories, queryClient.prefetchQuery(postDetailQuery(address.type, address.id))])
}

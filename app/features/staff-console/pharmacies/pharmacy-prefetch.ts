import type { QueryClient } from '@tanstack/react-query'
import type { ConsoleSearch } from '../console-search'
import { idSegmentOf } from '../record-segments'
import { pharmacyDetailQuery, pharmacyListQuery, pharmacyProductChoicesQuery, pharmacyRegionsQuery } from './pharmacy-queries'
import { pharmacyQueryOf } from './pharmacy-search'

/** What the section's first render reads: the list and its regions, or a pharmacy and the products to choose from. */
export async function pharmacyPrefetch(queryClient: QueryClient, search: ConsoleSearch, rest: readonly string[]) {
  if (rest.length === 0) {
    await Promise.all([
      queryClient.prefetchQuery(pharmacyListQuery(pharmacyQueryOf(search))),
      queryClient.prefetchQuery(pharmacyRegionsQuery()),
    ])
    return
  }
  const id = idSegmentOf(rest)
  await Promise.all([
    queryClient.prefetchQuery(pharmacyProductChoicesQuery()),
    id === undefined ? undefined : queryClient.prefetchQuery(pharmacyDetailQuery(id)),
  ])
}

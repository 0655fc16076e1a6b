import type { QueryClient } from '@tanstack/react-query'
import type { ConsoleAddress } from '../address/console-addresses'
import {
  pharmacyDetailQuery,
  pharmacyListQuery,
  pharmacyProductChoicesQuery,
  pharmacyRegionsQuery,
  pharmacyRestorePointsQuery,
} from './pharmacy-queries'
import { pharmacyQueryOf } from './pharmacy-search'

/**
 * What the section's first render reads: the list and its regions, or a pharmacy and the products to choose from, and
 * for the import the lists kept before the whole list was replaced.
 */
export async function pharmacyPrefetch(queryClient: QueryClient, address: ConsoleAddress<'pharmacies'>) {
  if (address.view === 'list') {
    await Promise.all([
      queryClient.prefetchQuery(pharmacyListQuery(pharmacyQueryOf(address.search))),
      queryClient.prefetchQuery(pharmacyRegionsQuery()),
    ])
    return
  }
  await Promise.all([
    queryClient.prefetchQuery(pharmacyProductChoicesQuery()),
    address.view === 'detail' ? queryClient.prefetchQuery(pharmacyDetailQuery(address.id)) : undefined,
    address.view === 'import' ? queryClient.prefetchQuery(pharmacyRestorePointsQuery()) : undefined,
  ])
}

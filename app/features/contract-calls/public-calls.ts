import { queryOptions } from '@tanstack/react-query'
import type { EndpointInput } from '~/api/contract/endpoint'
import { contractRead } from './contract-caller'
import type { publicPrivateReads, publicReads } from './public-endpoints'

type PublicReads = typeof publicReads

// Imported on the first fetch (see docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./public-calls.functions')

/** A public read by the contract's name for it (decision 119): `readPublic('newsDetail', { params: { id } })`. */
export const readPublic = contractRead<PublicReads>(async () => (await functions()).readPublicEndpoint)

/** A read whose input must stay out of addresses (a preview's token, a visitor's place): by POST. */
export const readPublicPrivately = contractRead<typeof publicPrivateReads>(
  async () => (await functions()).readPublicEndpointPrivately,
)

/**
 * The query options of a public read: its key (the page's language first, since the content differs per language) and
 * the read, and how long an answer is fresh where it is not the default. Lists and items name their own keys, which other queries extend and invalidate.
 */
export function publicQuery<Key extends unknown[], K extends keyof PublicReads & string>(
  queryKey: Key,
  endpoint: K,
  input: EndpointInput<PublicReads[K]>,
  freshness: { staleTime?: number } = {},
) {
  // Spread, not `staleTime: undefined`: an option given as undefined would stand in for the query client's default.
  return queryOptions({ queryKey, queryFn: () => readPublic(endpoint, input), ...freshness })
}

import { queryOptions } from '@tanstack/react-query'
import type { EndpointInput } from '~/api/contract/endpoint'
import { contractRead, contractWrite } from '~/features/contract-calls/contract-caller'
import type { memberCalls } from './member-endpoints'

type MemberCalls = typeof memberCalls

// Imported on the first call (see docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./member-calls.functions')

/** A read for the signed-in member by the contract's name for it (decision 119): `readMember('points', { query })`. */
export const readMember = contractRead<MemberCalls>(async () => (await functions()).readMemberEndpoint)

/** A change for the signed-in member: its data, or the API's refusal to show beside the form. */
export const changeMember = contractWrite<MemberCalls>(async () => (await functions()).changeMemberEndpoint)

/** How the member's own data is kept: never fresh; refreshed by the route loaders and after a change, not on mount. */
export const refreshedByLoaders = { staleTime: 0, refetchOnMount: false } as const

interface Freshness {
  staleTime?: number
  refetchOnMount?: boolean
  retry?: boolean
}

/**
 * The query options of a member's read: its key (the member area's own, which its changes invalidate), the read, and
 * how long an answer is kept fresh.
 */
export function memberQuery<Key extends unknown[], K extends keyof MemberCalls & string>(
  queryKey: Key,
  endpoint: K,
  input: EndpointInput<MemberCalls[K]>,
  freshness: Freshness = {},
) {
  return queryOptions({ queryKey, queryFn: () => readMember(endpoint, input), ...freshness })
}

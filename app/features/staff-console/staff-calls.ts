import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { EndpointData, EndpointInput } from '~/api/contract/endpoint'
import { contractRead, contractWrite } from '~/features/contract-calls/contract-caller'
import type { staffCalls } from './staff-endpoints'

type StaffCalls = typeof staffCalls
type StaffCall = keyof StaffCalls & string

// Imported on the first call (see docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./staff-calls.functions')

/** A read for the signed-in staff member by the contract's name for it (decision 119). */
export const readStaff = contractRead<StaffCalls>(async () => (await functions()).readStaffEndpoint)

/** A change for the signed-in staff member: its data, or the API's refusal to show beside the form. */
export const changeStaff = contractWrite<StaffCalls>(async () => (await functions()).changeStaffEndpoint)

const findRecord = contractRead<StaffCalls>(async () => (await functions()).findStaffEndpoint)

/** A record's read for its page: null when it is gone, for the page to say so. */
export const findStaff = <K extends StaffCall>(endpoint: K, input: EndpointInput<StaffCalls[K]>) =>
  findRecord(endpoint, input) as Promise<EndpointData<StaffCalls[K]> | null>

interface Freshness {
  staleTime?: number
  /** keepPreviousData, for a list whose next page keeps the last one on screen while it loads. */
  placeholderData?: <T>(previous: T | undefined) => T | undefined
}

/** The query options of a console's read: its key (under the console's, which its changes invalidate) and the read. */
export function staffQuery<Key extends unknown[], K extends StaffCall>(
  queryKey: Key,
  endpoint: K,
  input: EndpointInput<StaffCalls[K]>,
  freshness: Freshness = {},
) {
  return queryOptions({ queryKey, queryFn: () => readStaff(endpoint, input), ...freshness })
}

/** A page of a console's list: never fresh; the previous page stays on screen while the next one loads. */
export const staffListQuery = <Key extends unknown[], K extends StaffCall>(
  queryKey: Key,
  endpoint: K,
  input: EndpointInput<StaffCalls[K]>,
) => staffQuery(queryKey, endpoint, input, { staleTime: 0, placeholderData: keepPreviousData })

/** One record for its page, never fresh: null when it is gone (findStaff). */
export const staffRecordQuery = <Key extends unknown[], K extends StaffCall>(
  queryKey: Key,
  endpoint: K,
  input: EndpointInput<StaffCalls[K]>,
) => queryOptions({ queryKey, queryFn: () => findStaff(endpoint, input), staleTime: 0 })

import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { EndpointInput } from '~/api/contract/endpoint'
import type { staffEndpoints } from '~/api/contract/staff-endpoints'

// Imported on the first fetch (docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./staff.functions')

/** Every console query starts with this key: a sign-out removes them all. */
export const consoleQueryKey = ['console'] as const

/** Who runs the console, asked afresh at every console navigation (the session may have ended meanwhile). */
export const currentStaffQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'me'],
    queryFn: async () => (await functions()).getCurrentStaff(),
    staleTime: 0,
    retry: false,
  })

/**
 * What the server rendered is not fetched again as the page hydrates: a console list is trusted for a few seconds (a
 * change based on an older read is refused anyway, and the page then offers to reload).
 */
const CONSOLE_STALE_MS = 10_000

export const staffListQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'staff'],
    queryFn: async () => (await functions()).listStaff(),
    staleTime: CONSOLE_STALE_MS,
  })

export type AuditQuery = NonNullable<EndpointInput<typeof staffEndpoints.audit>['query']>

/** A page of the audit log; the previous page stays on screen while the next one loads. */
export const auditLogQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'audit', query],
    queryFn: async () => (await functions()).readAuditLog({ data: query }),
    staleTime: CONSOLE_STALE_MS,
    placeholderData: keepPreviousData,
  })

/** The dashboard's counters and charts. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'dashboard'],
    queryFn: async () => (await import('./dashboard/dashboard.functions')).getDashboard(),
    staleTime: CONSOLE_STALE_MS,
  })

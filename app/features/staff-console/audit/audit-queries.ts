import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { auditEndpoints } from '~/api/contract/audit-endpoints'
import type { EndpointInput } from '~/api/contract/endpoint'
import { CONSOLE_STALE_MS, consoleQueryKey } from '../console-queries'

export type AuditQuery = NonNullable<EndpointInput<typeof auditEndpoints.audit>['query']>

/** A page of the audit log; the previous page stays on screen while the next one loads. */
export const auditLogQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'audit', query],
    queryFn: async () => (await import('./audit.functions')).readAuditLog({ data: query }),
    staleTime: CONSOLE_STALE_MS,
    placeholderData: keepPreviousData,
  })

import { createServerFn } from '@tanstack/react-start'
import { auditEndpoints } from '~/api/contract/audit-endpoints'
import type { AuditEntry } from '~/api/contract/staff-endpoints'
import { contractInput } from '~/api/contract-input'
import { schemaOf } from '../contract-schema'
import { staffApi } from '../staff-api.server'

/** A page of the audit log; what changed is passed on as the JSON text the page shows (its values are the API's, masked). */
export const readAuditLog = createServerFn({ method: 'GET' })
  .validator(contractInput(schemaOf(auditEndpoints.audit.query)))
  .handler(async ({ data }) => {
    const page = await staffApi(auditEndpoints.audit, { query: data })
    return { ...page, items: page.items.map(auditEntryView) }
  })

const jsonText = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value, null, 2))

function auditEntryView({ before, after, detail, ...entry }: AuditEntry) {
  return { ...entry, before: jsonText(before), after: jsonText(after), detail: jsonText(detail) }
}

export type AuditEntryView = ReturnType<typeof auditEntryView>

import { createServerFn } from '@tanstack/react-start'
import { auditEndpoints } from '~/api/contract/audit-endpoints'
import type { AuditEntry } from '~/api/contract/staff-endpoints'
import { contractInput } from '~/api/contract-input'
import { schemaOf } from '../contract-schema'
import { staffApi } from '../staff-api.server'

/** A page of the audit log; what changed is passed on as fields the page names (their values are the API's, masked). */
export const readAuditLog = createServerFn({ method: 'GET' })
  .validator(contractInput(schemaOf(auditEndpoints.audit.query)))
  .handler(async ({ data }) => {
    const page = await staffApi(auditEndpoints.audit, { query: data })
    return { ...page, items: page.items.map(auditEntryView) }
  })

/** A kept value as one line of text: text as it is, none as '', anything else as compact JSON (`true`, `{"q":"k***"}`). */
const valueText = (value: unknown) => (typeof value === 'string' ? value : value === null ? '' : JSON.stringify(value))

/** A kept object as its fields, in the order kept; anything else as one field without a name. */
function fieldsOf(value: unknown): { key: string; value: string }[] | null {
  if (value === null || value === undefined) return null
  if (typeof value !== 'object' || Array.isArray(value)) return [{ key: '', value: valueText(value) }]
  return Object.entries(value).map(([key, field]) => ({ key, value: valueText(field) }))
}

function auditEntryView({ before, after, detail, ...entry }: AuditEntry) {
  return { ...entry, before: fieldsOf(before), after: fieldsOf(after), detail: fieldsOf(detail) }
}

export type AuditEntryView = ReturnType<typeof auditEntryView>

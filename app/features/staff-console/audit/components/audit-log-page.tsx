import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { AUDIT_EXPORT_MAX_ROWS } from '~/api/contract/audit-endpoints'
import { ListToolbar } from '~/components/page/list-toolbar.styles'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { auditExportHref } from '../../inquiries/inquiry-download-paths'
import { formatTimestamp } from '../../kit/console-format'
import type { ConsoleColumn } from '../../kit/data-table'
import { FileExportLink } from '../../kit/file-export-link'
import { narrowsList } from '../../kit/narrows-list'
import { PagedTable } from '../../kit/paged-table'
import { pharmacyProductChoicesQuery } from '../../pharmacies/pharmacy-queries'
import type { SectionProps } from '../../section-props'
import { staffListQuery } from '../../staff-accounts/staff-accounts-queries'
import type { AuditEntryView as AuditEntry } from '../audit.functions'
import { auditLogQuery } from '../audit-queries'
import { auditFiltersOf, auditQueryOf } from '../audit-search'
import { ActionCell, type DetailNames, DetailsCell, SubjectCell } from './audit-entry-cells'
import { AuditFilters } from './audit-filters'

/** Who acted: a staff member by email; the machine credential with the server's user its command line named; nobody signed in with the email typed. */
function actorOf(entry: AuditEntry): string {
  if (entry.actorKind === 'staff') return entry.actorEmail ?? entry.actorId ?? ''
  const kind = entry.actorKind === 'machine' ? m.admin_audit_machine() : m.admin_audit_anonymous()
  return entry.actorEmail ? `${kind} (${entry.actorEmail})` : kind
}

/** Whether an entry keeps a pharmacy's products (ids the page names). */
const keepsProducts = (entry: AuditEntry) =>
  [entry.before, entry.after, entry.detail].some((fields) => fields?.some((field) => field.key === 'productIds'))

/**
 * /admin/audit (admins): the audit log, newest first, in words (the actions, the subjects with links, the kept values
 * field by field), filtered by words, action, staff member, subject and dates in the address, paged by the server,
 * and exported to CSV with the same filters.
 */
export default function AuditLogPage({ address }: SectionProps<'audit'>) {
  const query = auditQueryOf(address.search)
  const log = useQuery(auditLogQuery(query))
  const staff = useQuery(staffListQuery())
  const staffNames = useMemo(
    () => new Map((staff.data?.items ?? []).map((member) => [member.id, member.name] as const)),
    [staff.data],
  )
  // The products' names only for a page whose entries keep a pharmacy's products.
  const products = useQuery({ ...pharmacyProductChoicesQuery(), enabled: (log.data?.items ?? []).some(keepsProducts) })
  const names: DetailNames = useMemo(
    () => ({ staffNames, productNames: new Map((products.data ?? []).map((product) => [product.id, product.name] as const)) }),
    [staffNames, products.data],
  )
  const locale = getLocale()
  const columns: ConsoleColumn<AuditEntry>[] = [
    { id: 'at', header: m.admin_audit_at, cell: (entry) => formatTimestamp(entry.at, locale), unbroken: true },
    { id: 'actor', header: m.admin_audit_actor, cell: actorOf },
    { id: 'action', header: m.admin_audit_action, cell: (entry) => <ActionCell entry={entry} /> },
    { id: 'subject', header: m.admin_audit_subject, cell: (entry) => <SubjectCell entry={entry} staffNames={staffNames} /> },
    { id: 'ip', header: m.admin_audit_ip, cell: (entry) => entry.clientIp ?? '' },
    { id: 'changes', header: m.admin_audit_changes, cell: (entry) => <DetailsCell entry={entry} names={names} /> },
  ]
  return (
    <>
      <AuditFilters key={JSON.stringify(query)} address={address} query={query} />
      <ListToolbar>
        <FileExportLink
          href={auditExportHref(auditFiltersOf(query), locale)}
          fileName="audit-log.csv"
          label={m.admin_audit_export()}
          testId="audit-export"
        />
        <span className="hint">{m.admin_audit_export_hint({ count: formatNumber(AUDIT_EXPORT_MAX_ROWS) })}</span>
      </ListToolbar>
      <PagedTable
        list={log}
        address={address}
        caption={m.admin_audit_title()}
        columns={columns}
        rowId={(entry) => String(entry.id)}
        empty={narrowsList(query) ? m.admin_audit_empty() : m.admin_audit_none()}
      />
    </>
  )
}

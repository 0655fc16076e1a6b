import { styled } from '@linaria/react'
import { useQuery } from '@tanstack/react-query'
import { FieldBox } from '~/components/form/form.styles'
import { colors, media } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { ConsoleAddress } from '../../address/console-addresses'
import { useFilterForm } from '../../address/use-filter-form'
import { formatTimestamp } from '../../kit/console-format'
import type { ConsoleColumn } from '../../kit/data-table'
import { DateRangeFields } from '../../kit/date-range-fields'
import { FilterActions } from '../../kit/filter-actions'
import { filterPanelLook } from '../../kit/filter-panel-look'
import { narrowsList } from '../../kit/narrows-list'
import { PagedTable } from '../../kit/paged-table'
import type { SectionProps } from '../../section-props'
import { staffListQuery } from '../../staff-accounts/staff-accounts-queries'
import type { AuditEntryView as AuditEntry } from '../audit.functions'
import { auditLogQuery } from '../audit-queries'
import { auditQueryOf } from '../audit-search'

const Filters = styled.form`
  ${filterPanelLook}
  align-items: end;
  display: grid;
  gap: 12px;
  /* One column no wider than the screen on a phone: a long staff member's name must not widen the page. */
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  fieldset {
    border: 0;
    display: contents;
  }
  legend {
    font-weight: 700;
    grid-column: 1 / -1;
    padding: 0;
  }
  input,
  select {
    max-width: 100%;
    min-height: 44px;
    width: 100%;
  }
  .actions {
    display: flex;
    gap: 8px;
    grid-column: 1 / -1;
  }
`

const Changes = styled.details`
  summary {
    cursor: pointer;
    min-height: 32px;
  }
  pre {
    background: ${colors.surface};
    font-size: 12px;
    margin: 4px 0;
    max-width: 420px;
    overflow-x: auto;
    padding: 8px;
    white-space: pre-wrap;
    word-break: break-all;
  }
`

function actorOf(entry: AuditEntry): string {
  if (entry.actorKind === 'machine') return m.admin_audit_machine()
  if (entry.actorKind === 'anonymous')
    return entry.actorEmail ? `${m.admin_audit_anonymous()} (${entry.actorEmail})` : m.admin_audit_anonymous()
  return entry.actorEmail ?? entry.actorId ?? ''
}

/** What changed, as the API kept it (personal fields already masked): before, after and any detail. */
function ChangesCell({ entry }: { entry: AuditEntry }) {
  const parts = [
    [m.admin_audit_before(), entry.before],
    [m.admin_audit_after(), entry.after],
    [m.admin_audit_detail(), entry.detail],
  ].filter(([, value]) => value !== null) as [string, string][]
  if (parts.length === 0) return null
  return (
    <Changes>
      <summary>{m.admin_audit_changes()}</summary>
      {parts.map(([label, value]) => (
        <div key={label}>
          <strong>{label}</strong>
          <pre>{value}</pre>
        </div>
      ))}
    </Changes>
  )
}

const columns = (locale: ReturnType<typeof getLocale>): ConsoleColumn<AuditEntry>[] => [
  { id: 'at', header: m.admin_audit_at, cell: (entry) => formatTimestamp(entry.at, locale) },
  { id: 'actor', header: m.admin_audit_actor, cell: actorOf },
  { id: 'action', header: m.admin_audit_action, cell: (entry) => <code>{entry.action}</code> },
  {
    id: 'target',
    header: m.admin_audit_target,
    cell: (entry) => [entry.targetType, entry.targetId].filter(Boolean).join(' · '),
  },
  { id: 'ip', header: m.admin_audit_ip, cell: (entry) => entry.clientIp ?? '' },
  { id: 'changes', header: m.admin_audit_changes, cell: (entry) => <ChangesCell entry={entry} /> },
]

/** /admin/audit (admins): the audit log, newest first, filtered by staff member, action and dates in the address, paged by the server. */
export default function AuditLogPage({ address }: SectionProps<'audit'>) {
  const query = auditQueryOf(address.search)
  const log = useQuery(auditLogQuery(query))
  const locale = getLocale()
  return (
    <>
      <AuditFilters key={JSON.stringify(query)} address={address} query={query} />
      <PagedTable
        list={log}
        address={address}
        caption={m.admin_audit_title()}
        columns={columns(locale)}
        rowId={(entry) => String(entry.id)}
        empty={narrowsList(query) ? m.admin_audit_empty() : m.admin_audit_none()}
      />
    </>
  )
}

/** The filters as a form: applied to the address on submit (a shareable, reloadable view); cleared at once. */
function AuditFilters({ address, query }: { address: ConsoleAddress<'audit'>; query: ReturnType<typeof auditQueryOf> }) {
  const staff = useQuery(staffListQuery())
  const form = useFilterForm(address, {
    staff: query.staff ?? '',
    action: query.action ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
  })
  return (
    <Filters onSubmit={form.apply} role="search">
      <fieldset>
        <legend>{m.admin_filter_legend()}</legend>
        <FieldBox>
          <label htmlFor="audit-staff">{m.admin_filter_staff()}</label>
          <select id="audit-staff" {...form.bind('staff')}>
            <option value="">{m.admin_filter_all()}</option>
            {staff.data?.items.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name} ({member.email})
              </option>
            ))}
          </select>
        </FieldBox>
        <FieldBox>
          <label htmlFor="audit-action">{m.admin_filter_action()}</label>
          <input id="audit-action" type="text" maxLength={64} {...form.bind('action')} />
        </FieldBox>
        <DateRangeFields idPrefix="audit" from={form.bind('from')} to={form.bind('to')} />
        <FilterActions onClear={() => form.clear()} />
      </fieldset>
    </Filters>
  )
}

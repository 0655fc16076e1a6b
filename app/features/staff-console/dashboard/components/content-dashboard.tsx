import { styled } from '@linaria/react'
import { useQuery } from '@tanstack/react-query'
import { auditActionLabels } from '~/api/contract/audit-action-labels'
import { isAuditAction } from '~/api/contract/audit-actions'
import type { ContentDashboard as Dashboard } from '~/api/contract/content-dashboard-endpoints'
import { formatNumber } from '~/i18n/format'
import { localeAutonyms } from '~/i18n/language-switch'
import { type Locale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ConsoleLink } from '../../address/console-link'
import { kindItemTarget, kindLabel, kindListTarget, listedItemName } from '../../content/kind-targets'
import { Panel } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { type ConsoleColumn, DataTable } from '../../kit/data-table'
import { MessageNamingLanguages } from '../../kit/language-names'
import { contentDashboardQuery } from '../dashboard-queries'

const Lists = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
`

type KindRow = Dashboard['kinds'][number]
type Scheduled = Dashboard['scheduled'][number]
type Draft = Dashboard['drafts'][number]
type Edit = Dashboard['recentEdits'][number]

const translations = locales.slice(1)

const nameOf = (row: Scheduled | Draft) => listedItemName(row.kind, row).text

/** A count that links to the kind's list filtered to what it counts; no link when there is nothing to see. */
function CountLink({ kind, count, search }: { kind: string; count: number; search: Parameters<typeof kindListTarget>[1] }) {
  const target = kindListTarget(kind, search)
  if (count === 0 || !target) return <>{formatNumber(count)}</>
  return <ConsoleLink to={target}>{formatNumber(count)}</ConsoleLink>
}

/**
 * An item by its name (listedItemName: its title in the console's language where written, else as the lists name it,
 * in the title's `lang`), linked to its page; one deleted since (no title) is said so, and links nowhere.
 */
function ItemLink({ kind, id, title, titleLocale }: { kind: string; id: number | string; title?: string; titleLocale?: Locale }) {
  if (title === undefined) return <>{m.admin_dashboard_item_deleted()}</>
  const name = listedItemName(kind, { title, titleLocale })
  const target = typeof id === 'number' ? kindItemTarget(kind, id) : undefined
  return target ? (
    <ConsoleLink to={target} lang={name.lang}>
      {name.text}
    </ConsoleLink>
  ) : (
    <span lang={name.lang}>{name.text}</span>
  )
}

/**
 * /admin for editors and admins: per kind, the drafts waiting, the items scheduled and those lacking a language (each a
 * link to the list filtered so); the next scheduled items, the latest drafts and the latest edits across kinds.
 */
export function ContentDashboard() {
  const dashboard = useQuery(contentDashboardQuery())
  if (dashboard.isError) return <ConsoleError error={dashboard.error} onRetry={() => dashboard.refetch()} />
  if (!dashboard.data) return <ConsoleLoading />
  const locale = getLocale()
  const { kinds, scheduled, drafts, recentEdits } = dashboard.data
  const kindColumns: ConsoleColumn<KindRow>[] = [
    { id: 'kind', header: m.admin_dashboard_kind, cell: (row) => kindLabel(row.kind) },
    {
      id: 'drafts',
      header: m.admin_dashboard_drafts,
      cell: (row) => <CountLink kind={row.kind} count={row.drafts} search={{ drafted: 1 }} />,
    },
    {
      id: 'scheduled',
      header: m.admin_dashboard_scheduled,
      cell: (row) => <CountLink kind={row.kind} count={row.scheduled} search={{ state: 'scheduled' }} />,
    },
    ...translations.map(
      (language): ConsoleColumn<KindRow> => ({
        id: `missing-${language}`,
        header: () => m.admin_dashboard_missing_in({ language: localeAutonyms[language] }),
        headerView: () => (
          <MessageNamingLanguages message={(names) => m.admin_dashboard_missing_in({ language: names })} languages={[language]} />
        ),
        cell: (row) => (
          <CountLink
            kind={row.kind}
            count={row.missing.find((entry) => entry.locale === language)?.count ?? 0}
            search={{ missing: language }}
          />
        ),
      }),
    ),
  ]
  const scheduledColumns: ConsoleColumn<Scheduled>[] = [
    { id: 'title', header: m.admin_dashboard_item_title, cell: (row) => <ItemLink {...row} />, long: nameOf },
    { id: 'kind', header: m.admin_dashboard_kind, cell: (row) => kindLabel(row.kind) },
    { id: 'when', header: m.admin_dashboard_when, cell: (row) => formatTimestamp(row.publishAt, locale), unbroken: true },
  ]
  const draftColumns: ConsoleColumn<Draft>[] = [
    { id: 'title', header: m.admin_dashboard_item_title, cell: (row) => <ItemLink {...row} />, long: nameOf },
    { id: 'kind', header: m.admin_dashboard_kind, cell: (row) => kindLabel(row.kind) },
    { id: 'by', header: m.admin_dashboard_by, cell: (row) => row.updatedBy ?? '' },
    { id: 'when', header: m.admin_dashboard_when, cell: (row) => formatTimestamp(row.updatedAt, locale), unbroken: true },
  ]
  const editColumns: ConsoleColumn<Edit>[] = [
    {
      id: 'what',
      header: m.admin_dashboard_what,
      cell: (row) => (isAuditAction(row.action) ? auditActionLabels[row.action]() : row.action),
    },
    {
      id: 'item',
      header: m.admin_dashboard_kind,
      cell: (row) => (
        <>
          {kindLabel(row.kind)}
          {' · '}
          <ItemLink {...row} id={/^\d+$/.test(row.id) ? Number(row.id) : row.id} />
        </>
      ),
      long: (row) => (row.title === undefined ? undefined : listedItemName(row.kind, { ...row, title: row.title }).text),
    },
    { id: 'by', header: m.admin_dashboard_by, cell: (row) => row.by ?? '' },
    { id: 'when', header: m.admin_dashboard_when, cell: (row) => formatTimestamp(row.at, locale), unbroken: true },
  ]
  return (
    <Lists>
      <Panel aria-labelledby="content-dashboard-heading">
        <h2 id="content-dashboard-heading">{m.admin_dashboard_content_title()}</h2>
        <DataTable
          caption={m.admin_dashboard_content_title()}
          columns={kindColumns}
          rows={kinds}
          rowId={(row) => row.kind}
          empty=""
        />
      </Panel>
      <DashboardList title={m.admin_dashboard_next_scheduled()} id="next-scheduled">
        <DataTable
          caption={m.admin_dashboard_next_scheduled()}
          columns={scheduledColumns}
          rows={scheduled}
          rowId={(row) => `${row.kind}-${row.id}`}
          empty={m.admin_dashboard_no_scheduled()}
        />
      </DashboardList>
      <DashboardList title={m.admin_dashboard_latest_drafts()} id="latest-drafts">
        <DataTable
          caption={m.admin_dashboard_latest_drafts()}
          columns={draftColumns}
          rows={drafts}
          rowId={(row) => `${row.kind}-${row.id}`}
          empty={m.admin_dashboard_no_drafts()}
        />
      </DashboardList>
      <DashboardList title={m.admin_dashboard_recent_edits()} id="recent-edits">
        <DataTable
          caption={m.admin_dashboard_recent_edits()}
          columns={editColumns}
          rows={recentEdits}
          rowId={(row) => `${row.kind}-${row.id}-${row.at}-${row.action}`}
          empty={m.admin_dashboard_no_edits()}
        />
      </DashboardList>
    </Lists>
  )
}

function DashboardList({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <Panel aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </Panel>
  )
}

import { styled } from '@linaria/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { StaffMember } from '~/api/contract/staff-endpoints'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { useConsoleSearchUpdate } from '../../address/use-console-search'
import { formatTimestamp } from '../../kit/console-format'
import { ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { type ConsoleColumn, DataTable } from '../../kit/data-table'
import { roleLabel, statusLabel } from '../../kit/staff-labels'
import { sortParam, tableSortOf } from '../../kit/table-search'
import type { SectionProps } from '../../section-props'
import { staffListQuery } from '../staff-accounts-queries'
import { InviteStaffForm } from './invite-staff-form'
import { PendingInvitations } from './pending-invitations'
import { StaffActions } from './staff-actions'

const Layout = styled.div`
  display: grid;
  gap: 32px;
  /* A column no wider than the screen: the table scrolls sideways inside its own box. */
  grid-template-columns: minmax(0, 1fr);
  h2 {
    font-size: 19px;
    margin: 0 0 12px;
  }
  .muted {
    color: ${colors.textMuted};
  }
`

/** /admin/staff (admins): every staff account, sortable, with its actions; and an invitation form. */
export default function StaffAccountsPage({ address, staff: me }: SectionProps<'staff'>) {
  const list = useQuery(staffListQuery())
  const queryClient = useQueryClient()
  const updateSearch = useConsoleSearchUpdate(address)
  const [notice, setNotice] = useState<string>()
  const locale = getLocale()
  const reload = () => queryClient.invalidateQueries({ queryKey: staffListQuery().queryKey })

  const columns: ConsoleColumn<StaffMember>[] = [
    {
      id: 'name',
      header: m.admin_staff_name,
      cell: (row) => (row.id === me.id ? `${row.name} (${m.admin_staff_you()})` : row.name),
      sortValue: (row) => row.name.toLowerCase(),
    },
    { id: 'email', header: m.admin_staff_email, cell: (row) => row.email, sortValue: (row) => row.email },
    { id: 'role', header: m.admin_staff_role, cell: (row) => roleLabel(row.role), sortValue: (row) => row.role },
    { id: 'status', header: m.admin_staff_status, cell: (row) => statusLabel(row.status), sortValue: (row) => row.status },
    {
      id: 'lastSignIn',
      header: m.admin_staff_last_sign_in,
      cell: (row) =>
        row.lastSignInAt ? formatTimestamp(row.lastSignInAt, locale) : <span className="muted">{m.admin_none()}</span>,
      sortValue: (row) => row.lastSignInAt ?? '',
    },
    {
      id: 'actions',
      header: m.admin_staff_actions,
      cell: (row) => (row.id === me.id ? null : <StaffActions member={row} onChanged={reload} onNotice={setNotice} />),
    },
  ]

  let table: React.ReactNode
  if (list.isError) table = <ConsoleError error={list.error} onRetry={() => list.refetch()} />
  else if (!list.data) table = <ConsoleLoading />
  else
    table = (
      <DataTable
        caption={m.admin_staff_title()}
        columns={columns}
        rows={list.data.items}
        rowId={(row) => row.id}
        sort={tableSortOf(address.search.sort)}
        onSortChange={(sort) => updateSearch({ sort: sortParam(sort) })}
        empty={m.admin_staff_empty()}
      />
    )

  return (
    <Layout>
      {notice ? (
        <p role="status" className="notice">
          {notice}
        </p>
      ) : null}
      <section aria-label={m.admin_staff_title()}>{table}</section>
      <section aria-labelledby="invitations-title">
        <h2 id="invitations-title" tabIndex={-1}>
          {m.admin_invitations_title()}
        </h2>
        <PendingInvitations onNotice={setNotice} headingId="invitations-title" />
      </section>
      <section aria-labelledby="invite-title">
        <h2 id="invite-title">{m.admin_staff_invite_title()}</h2>
        <InviteStaffForm onInvited={(text) => setNotice(text)} />
      </section>
    </Layout>
  )
}

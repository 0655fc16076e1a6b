import { styled } from '@linaria/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ActionOutcome } from '~/api/action-outcome'
import type { PendingInvitation } from '~/api/contract/staff-endpoints'
import { Button } from '~/components/ui/button'
import { useDialogStore } from '~/components/ui/dialog-store'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ActionAlert } from '../../kit/action-alert'
import { formatTimestamp } from '../../kit/console-format'
import { ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { type ConsoleColumn, DataTable } from '../../kit/data-table'
import { roleLabel } from '../../kit/staff-labels'
import { useConsoleAction } from '../../kit/use-console-action'
import { changeStaff } from '../../staff-calls'
import { invitedNotice } from '../invited-notice'
import { pendingInvitationsQuery } from '../staff-accounts-queries'

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button {
    min-height: 44px;
    padding: 8px 12px;
    white-space: nowrap;
  }
`

/**
 * The invitations not taken up yet (expired ones too), for admins: who was invited, by whom, until when; each can be
 * sent again (a new link and 72 hours; the earlier link stops working) or revoked after a confirmation.
 */
export function PendingInvitations({
  onNotice,
  headingId,
}: {
  onNotice: (notice: string) => void
  /** The list's heading: the focus goes there once a revoked invitation's row, and its button, are gone. */
  headingId: string
}) {
  const list = useQuery(pendingInvitationsQuery())
  const queryClient = useQueryClient()
  const askConfirm = useDialogStore((state) => state.askConfirm)
  const action = useConsoleAction()
  const locale = getLocale()
  const reload = () => queryClient.invalidateQueries({ queryKey: pendingInvitationsQuery().queryKey })

  /** Sends the change; the list is read again whatever the answer (a refusal may mean someone else changed it). */
  async function act<T>(call: () => Promise<ActionOutcome<T>>, notice: (data: T) => string): Promise<boolean> {
    const done = await action.run(call, (data) => onNotice(notice(data)))
    await reload()
    return done
  }

  const sendAgain = (invitation: PendingInvitation) =>
    act(
      () => changeStaff('invite', { body: { email: invitation.email, name: invitation.name, role: invitation.role } }),
      invitedNotice,
    )

  async function revoke(invitation: PendingInvitation) {
    const confirmed = await askConfirm({
      title: m.admin_invitations_revoke_title(),
      message: m.admin_invitations_revoke_confirm({ email: invitation.email }),
      confirmLabel: m.admin_invitations_revoke(),
    })
    if (!confirmed) return
    const revoked = await act(
      () => changeStaff('revokeInvitation', { body: { email: invitation.email } }),
      () => m.admin_invitations_revoked({ email: invitation.email }),
    )
    if (revoked) document.getElementById(headingId)?.focus()
  }

  const expiry = (row: PendingInvitation) => {
    const at = formatTimestamp(row.expiresAt, locale)
    return Date.parse(row.expiresAt) <= Date.now() ? m.admin_invitations_expired({ expiresAt: at }) : at
  }
  const columns: ConsoleColumn<PendingInvitation>[] = [
    { id: 'name', header: m.admin_staff_name, cell: (row) => row.name, sortValue: (row) => row.name.toLowerCase() },
    { id: 'email', header: m.admin_staff_email, cell: (row) => row.email, sortValue: (row) => row.email },
    { id: 'role', header: m.admin_staff_role, cell: (row) => roleLabel(row.role) },
    { id: 'invitedBy', header: m.admin_invitations_invited_by, cell: (row) => row.invitedBy ?? m.admin_none() },
    { id: 'sent', header: m.admin_invitations_sent, cell: (row) => formatTimestamp(row.createdAt, locale) },
    { id: 'expires', header: m.admin_invitations_expires, cell: expiry, sortValue: (row) => row.expiresAt },
    {
      id: 'actions',
      header: m.admin_staff_actions,
      cell: (row) => (
        <Actions>
          <Button
            type="button"
            data-variant="secondary"
            aria-disabled={action.pending || undefined}
            aria-label={m.admin_invitations_resend_of({ email: row.email })}
            onClick={() => sendAgain(row)}
          >
            {m.admin_invitations_resend()}
          </Button>
          <Button
            type="button"
            data-variant="secondary"
            aria-disabled={action.pending || undefined}
            aria-label={m.admin_invitations_revoke_of({ email: row.email })}
            onClick={() => revoke(row)}
          >
            {m.admin_invitations_revoke()}
          </Button>
        </Actions>
      ),
    },
  ]

  if (list.isError) return <ConsoleError error={list.error} onRetry={() => list.refetch()} />
  if (!list.data) return <ConsoleLoading />
  return (
    <>
      <ActionAlert
        refusal={
          action.refusal?.code === 'NOT_FOUND' ? { ...action.refusal, message: m.admin_invitations_unknown() } : action.refusal
        }
        alertRef={action.alertRef}
      />
      <DataTable
        caption={m.admin_invitations_title()}
        columns={columns}
        rows={list.data.items}
        rowId={(row) => row.email}
        empty={m.admin_invitations_empty()}
      />
    </>
  )
}

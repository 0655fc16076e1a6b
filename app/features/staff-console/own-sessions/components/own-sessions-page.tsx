import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { MemberSession } from '~/api/contract/member-session-endpoints'
import { Button } from '~/components/ui/button'
import { sessionName } from '~/features/member-area/components/session-name'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ActionAlert } from '../../kit/action-alert'
import { Panel } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { type ConsoleColumn, DataTable } from '../../kit/data-table'
import { sessionColumns } from '../../kit/session-columns'
import { useConsoleAction } from '../../kit/use-console-action'
import type { SectionProps } from '../../section-props'
import { ownSessionsQuery } from '../own-sessions-queries'

const functions = () => import('../own-sessions.functions')

/**
 * /admin/account (every staff member): the browsers signed in to their own account (this one first and marked), each
 * with a sign-out, or all of them but this one; the list is read again after it. Ending this one is a sign-out from the
 * header instead. Each sign-out wants a recent proof, which the console asks for over the page.
 */
export default function OwnSessionsPage(_props: SectionProps<'account'>) {
  const sessions = useQuery(ownSessionsQuery())
  const queryClient = useQueryClient()
  const action = useConsoleAction()
  const [notice, setNotice] = useState('')
  const locale = getLocale()

  function end(session: MemberSession) {
    setNotice('')
    void action.run(
      async () => (await functions()).endOwnSession({ data: { id: session.id } }),
      async () => {
        await queryClient.invalidateQueries({ queryKey: ownSessionsQuery().queryKey })
        setNotice(m.admin_sessions_ended_one())
        document.getElementById('own-sessions-heading')?.focus()
      },
    )
  }

  function endOthers() {
    setNotice('')
    void action.run(
      async () => (await functions()).endOtherOwnSessions(),
      async ({ ended }) => {
        await queryClient.invalidateQueries({ queryKey: ownSessionsQuery().queryKey })
        setNotice(m.admin_sessions_ended_all({ count: formatNumber(ended) }))
        document.getElementById('own-sessions-heading')?.focus()
      },
    )
  }

  const { ip, lastUsed, endButton } = sessionColumns<MemberSession>(locale, {
    pending: action.pending,
    onEnd: end,
    // This browser signs out from the header.
    endable: (session) => !session.current,
  })
  const columns: ConsoleColumn<MemberSession>[] = [
    {
      id: 'device',
      header: m.admin_sessions_device,
      cell: (session) => (session.current ? `${sessionName(session)} (${m.admin_own_sessions_current()})` : sessionName(session)),
    },
    ip,
    { id: 'signedIn', header: m.admin_own_sessions_signed_in, cell: (session) => formatTimestamp(session.createdAt, locale) },
    lastUsed,
    endButton,
  ]

  let body: React.ReactNode
  if (sessions.isError) body = <ConsoleError error={sessions.error} onRetry={() => sessions.refetch()} />
  else if (!sessions.data) body = <ConsoleLoading />
  else
    body = (
      <>
        <DataTable
          caption={m.admin_own_sessions_title()}
          columns={columns}
          rows={sessions.data.items}
          rowId={(session) => session.id}
          empty={m.admin_sessions_empty()}
        />
        {sessions.data.items.length > 1 ? (
          <p className="actions">
            <Button type="button" data-variant="secondary" disabled={action.pending} onClick={endOthers}>
              {m.admin_own_sessions_end_others()}
            </Button>
          </p>
        ) : null}
      </>
    )
  return (
    <Panel aria-labelledby="own-sessions-heading">
      <h2 id="own-sessions-heading" tabIndex={-1}>
        {m.admin_own_sessions_title()}
      </h2>
      <p className="hint">{m.admin_own_sessions_intro()}</p>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
      <p role="status" className="hint">
        {notice}
      </p>
      {body}
    </Panel>
  )
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type * as v from 'valibot'
import type { adminMemberSession } from '~/api/contract/admin-member-endpoints'
import { Button } from '~/components/ui/button'
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
import { memberSessionsQuery, membersKey } from '../member-queries'

type Session = v.InferOutput<typeof adminMemberSession>
const functions = () => import('../members.functions')

/** The member's live sessions (where and when, never a token), each ended here, or all at once. */
export function MemberSessions({ memberId }: { memberId: string }) {
  const sessions = useQuery(memberSessionsQuery(memberId))
  const queryClient = useQueryClient()
  const action = useConsoleAction()
  const [notice, setNotice] = useState('')
  const locale = getLocale()
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...membersKey, memberId] })

  function end(session: Session) {
    setNotice('')
    void action.run(
      async () => (await functions()).endMemberSession({ data: { id: memberId, sessionId: session.id } }),
      async () => {
        await refresh()
        setNotice(m.admin_sessions_ended_one())
        document.getElementById('sessions-heading')?.focus()
      },
    )
  }
  function endAll() {
    setNotice('')
    void action.run(
      async () => (await functions()).endAllMemberSessions({ data: { id: memberId } }),
      async ({ ended }) => {
        await refresh()
        setNotice(m.admin_sessions_ended_all({ count: formatNumber(ended) }))
        document.getElementById('sessions-heading')?.focus()
      },
    )
  }

  const { ip, lastUsed, endButton } = sessionColumns<Session>(locale, { pending: action.pending, onEnd: end })
  const columns: ConsoleColumn<Session>[] = [
    { id: 'device', header: m.admin_sessions_device, cell: (session) => session.userAgent ?? m.admin_none() },
    ip,
    lastUsed,
    { id: 'expires', header: m.admin_sessions_expires, cell: (session) => formatTimestamp(session.expiresAt, locale) },
    endButton,
  ]

  let body: React.ReactNode
  if (sessions.isError) body = <ConsoleError error={sessions.error} onRetry={() => sessions.refetch()} />
  else if (!sessions.data) body = <ConsoleLoading />
  else
    body = (
      <>
        <DataTable
          caption={m.admin_sessions_title()}
          columns={columns}
          rows={sessions.data.items}
          rowId={(session) => session.id}
          empty={m.admin_sessions_empty()}
        />
        {sessions.data.items.length > 1 ? (
          <p className="actions">
            <Button type="button" data-variant="secondary" disabled={action.pending} onClick={endAll}>
              {m.admin_sessions_end_all()}
            </Button>
          </p>
        ) : null}
      </>
    )
  return (
    <Panel aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" tabIndex={-1}>
        {m.admin_sessions_title()}
      </h2>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
      <p role="status" className="hint">
        {notice}
      </p>
      {body}
    </Panel>
  )
}

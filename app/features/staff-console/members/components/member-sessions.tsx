import { useQuery, useQueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { adminMemberSession } from '~/api/contract/admin-member-endpoints'
import { sessionName } from '~/features/member-area/components/session-name'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { formatTimestamp } from '../../kit/console-format'
import type { ConsoleColumn } from '../../kit/data-table'
import { sessionColumns } from '../../kit/session-columns'
import { SessionsPanel, useSessionEnding } from '../../kit/sessions-panel'
import { changeStaff } from '../../staff-calls'
import { memberSessionsQuery, membersKey } from '../member-queries'

type Session = v.InferOutput<typeof adminMemberSession>

/**
 * The browser as the member's own list names it ('Chrome 131 on Windows'), the whole User-Agent on hover; a backend
 * that names no browser shows the User-Agent itself.
 */
function deviceCell(session: Session) {
  if (session.browser === undefined && session.device === undefined) return session.userAgent ?? m.admin_none()
  const named = sessionName({ browser: session.browser ?? null, device: session.device ?? null })
  return <span title={session.userAgent ?? undefined}>{named}</span>
}

/** The member's live sessions (where and when, never a token), each ended here, or all at once. */
export function MemberSessions({ memberId }: { memberId: string }) {
  const sessions = useQuery(memberSessionsQuery(memberId))
  const queryClient = useQueryClient()
  const ending = useSessionEnding('sessions-heading', () =>
    queryClient.invalidateQueries({ queryKey: [...membersKey, memberId] }),
  )
  const locale = getLocale()

  const { ip, lastUsed, endButton } = sessionColumns<Session>(locale, {
    pending: ending.action.pending,
    onEnd: (session) => ending.endOne(() => changeStaff('endMemberSession', { params: { id: memberId, sessionId: session.id } })),
  })
  const columns: ConsoleColumn<Session>[] = [
    { id: 'device', header: m.admin_sessions_device, cell: deviceCell },
    ip,
    lastUsed,
    { id: 'expires', header: m.admin_sessions_expires, cell: (session) => formatTimestamp(session.expiresAt, locale) },
    endButton,
  ]

  return (
    <SessionsPanel
      headingId="sessions-heading"
      title={m.admin_sessions_title()}
      sessions={sessions}
      columns={columns}
      ending={ending}
      endSeveral={{
        label: m.admin_sessions_end_all(),
        onClick: () => ending.endSeveral(() => changeStaff('endAllMemberSessions', { params: { id: memberId } })),
      }}
    />
  )
}

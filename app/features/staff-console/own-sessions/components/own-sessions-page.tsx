import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { MemberSession } from '~/api/contract/member-session-endpoints'
import { sessionName } from '~/features/member-area/components/session-name'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { formatTimestamp } from '../../kit/console-format'
import type { ConsoleColumn } from '../../kit/data-table'
import { sessionColumns } from '../../kit/session-columns'
import { SessionsPanel, useSessionEnding } from '../../kit/sessions-panel'
import { OwnPasskeysPanel } from '../../passkeys/components/own-passkeys-panel'
import type { SectionProps } from '../../section-props'
import { changeStaff } from '../../staff-calls'
import { ownSessionsQuery } from '../own-sessions-queries'
import { OwnAuthenticatorPanel } from './own-authenticator-panel'
import { OwnPasswordForm } from './own-password-form'

/**
 * /admin/account (every staff member): the browsers signed in to their own account (this one first and marked), each
 * with a sign-out, or all of them but this one; the list is read again after it. Ending this one is a sign-out from the
 * header instead. Each sign-out wants a recent proof, which the console asks for over the page. Below, their own
 * password and authenticator app changed, and their passkeys (decision 88).
 */
export default function OwnSessionsPage(_props: SectionProps<'account'>) {
  const sessions = useQuery(ownSessionsQuery())
  const queryClient = useQueryClient()
  const ending = useSessionEnding('own-sessions-heading', () =>
    queryClient.invalidateQueries({ queryKey: ownSessionsQuery().queryKey }),
  )
  const locale = getLocale()

  const { ip, lastUsed, endButton } = sessionColumns<MemberSession>(locale, {
    pending: ending.action.pending,
    onEnd: (session) => ending.endOne(() => changeStaff('endMySession', { params: { id: session.id } })),
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

  return (
    <>
      <SessionsPanel
        headingId="own-sessions-heading"
        title={m.admin_own_sessions_title()}
        intro={m.admin_own_sessions_intro()}
        sessions={sessions}
        columns={columns}
        ending={ending}
        endSeveral={{
          label: m.admin_own_sessions_end_others(),
          onClick: () => ending.endSeveral(() => changeStaff('endMyOtherSessions', { body: {} })),
        }}
      />
      <OwnPasswordForm />
      <OwnAuthenticatorPanel />
      <OwnPasskeysPanel />
    </>
  )
}

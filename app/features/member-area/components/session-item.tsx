import type { MemberSession } from '~/api/contract/member-session-endpoints'
import { Button } from '~/components/ui/button'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { sessionName } from './session-name'
import { formatSessionTime } from './session-time'

interface SessionItemProps {
  session: MemberSession
  locale: Locale
  pending: boolean
  onEnd: (session: MemberSession) => void
}

/** One signed-in browser: what it is, when it signed in and was last used, from where; a sign-out unless it is this one. */
export function SessionItem({ session, locale, pending, onEnd }: SessionItemProps) {
  const name = sessionName(session)
  return (
    <li data-current={session.current || undefined} data-testid="session">
      <div>
        <h2>
          {name}
          {session.current ? <span className="badge">{m.mypage_sessions_current()}</span> : null}
        </h2>
        <div className="facts">
          <p>{m.mypage_sessions_signed_in({ time: formatSessionTime(session.createdAt, locale) })}</p>
          <p>{m.mypage_sessions_last_used({ time: formatSessionTime(session.lastUsedAt, locale) })}</p>
          <p>{m.mypage_sessions_address({ address: session.ipAddress ?? m.mypage_sessions_unknown_address() })}</p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          type="button"
          data-variant="secondary"
          aria-disabled={pending || undefined}
          aria-label={m.mypage_sessions_end_label({ name })}
          onClick={() => onEnd(session)}
        >
          {m.mypage_sessions_end()}
        </Button>
      )}
    </li>
  )
}

import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { passkeysQuery } from '../passkeys-queries'
import { securityEventBrowser, securityEventText } from './security-event-text'
import { formatSessionTime } from './session-time'

/** The member's recent security changes on /mypage/security, newest first: passkeys, password and second factor (decisions 88, 95). */
export function SecurityHistory() {
  const locale = getLocale()
  const { data } = useQuery(passkeysQuery(locale))
  if (!data) return null
  return (
    <section aria-labelledby="security-history-heading">
      <h2 id="security-history-heading">{m.mypage_security_history_title()}</h2>
      {data.history.length === 0 ? (
        <p>{m.mypage_security_history_empty()}</p>
      ) : (
        <ol className="history" data-testid="security-history">
          {data.history.map((event) => {
            const browser = securityEventBrowser(event)
            return (
              <li key={`${event.at}-${event.kind}-${event.subject}`}>
                <span>{securityEventText(event)}</span> <time dateTime={event.at}>{formatSessionTime(event.at, locale)}</time>
                {/* A space before it: on a phone the browser goes to a line of its own rather than widen the page. */}
                {browser && (
                  <>
                    {' '}
                    <span className="browser">· {browser}</span>
                  </>
                )}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}

import { Button } from '~/components/ui/button'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { formatTimestamp } from './console-format'
import type { ConsoleColumn } from './data-table'

interface SessionRow {
  ipAddress: string | null
  lastUsedAt: string
}

/**
 * What every session table of the console shows (a member's, a staff member's own): the address, the last use, and a
 * button that ends the session, named by its last use; `endable` leaves it out of a row (the session of this page).
 */
export function sessionColumns<S extends SessionRow>(
  locale: Locale,
  end: { pending: boolean; onEnd: (session: S) => void; endable?: (session: S) => boolean },
) {
  const ip: ConsoleColumn<S> = { id: 'ip', header: m.admin_audit_ip, cell: (session) => session.ipAddress ?? m.admin_none() }
  const lastUsed: ConsoleColumn<S> = {
    id: 'last',
    header: m.admin_sessions_last_used,
    cell: (session) => formatTimestamp(session.lastUsedAt, locale),
  }
  const endButton: ConsoleColumn<S> = {
    id: 'end',
    header: m.admin_staff_actions,
    cell: (session) =>
      end.endable && !end.endable(session) ? null : (
        <Button
          type="button"
          data-variant="secondary"
          disabled={end.pending}
          aria-label={m.admin_sessions_end_named({ at: formatTimestamp(session.lastUsedAt, locale) })}
          onClick={() => end.onEnd(session)}
        >
          {m.admin_sessions_end()}
        </Button>
      ),
  }
  return { ip, lastUsed, endButton }
}

import { NO_MAIL_SERVER_ERROR } from '~/api/contract/admin-outbox-endpoints'
import { m } from '~/paraglide/messages'

/**
 * A mail's last error as the console shows it: the site's own "no mail server" in the staff's words (decision 96),
 * a mail server's answer as it came, none as none.
 */
export function mailErrorText(lastError: string | null): string {
  if (lastError === null) return m.admin_none()
  return lastError === NO_MAIL_SERVER_ERROR ? m.admin_outbox_no_mail_server() : lastError
}

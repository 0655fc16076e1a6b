import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'

/*
 * What signing several sessions out did, in words: how many ended, or, when none was left to end, that there was none
 * (never "0 sessions ended").
 */

/** Several of a staff member's or a member's sessions ended from their panel. */
export const sessionsEndedText = (ended: number) =>
  ended > 0 ? m.admin_sessions_ended_all({ count: formatNumber(ended) }) : m.admin_sessions_ended_none()

/** An admin signed another staff member out everywhere. */
export const staffSessionsEndedText = (name: string, ended: number) =>
  ended > 0 ? m.admin_staff_sessions_ended({ name, count: formatNumber(ended) }) : m.admin_staff_sessions_none({ name })

/** A staff member moved their second factor to a new app, which signs out their other sessions; then the new codes. */
export const authenticatorMovedText = (ended: number) =>
  `${ended > 0 ? m.admin_own_authenticator_done({ count: formatNumber(ended) }) : m.admin_own_authenticator_done_alone()} ${m.admin_own_authenticator_keep_codes()}`

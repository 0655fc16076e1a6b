import type { offHoursReasons } from '~/api/contract/access-review-endpoints'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'

/** Why a day is flagged as outside office hours, in the console's words. */
export const offHoursReasonLabels: Record<(typeof offHoursReasons)[number], () => string> = {
  night: m.admin_access_review_reason_night,
  weekend: m.admin_access_review_reason_weekend,
  holiday: m.admin_access_review_reason_holiday,
}

/** A Korean month (`2026-11`) in the console's language: 2026년 11월, November 2026. */
export const monthLabel = (month: string, locale: Locale): string =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))

/** Who acted, as the review names them: a staff member by email, the machine credential with its command line's user. */
export function actorText(actor: { kind: 'staff' | 'machine'; email: string | null }): string {
  if (actor.kind === 'staff') return actor.email ?? ''
  return actor.email ? `${m.admin_audit_machine()} (${actor.email})` : m.admin_audit_machine()
}

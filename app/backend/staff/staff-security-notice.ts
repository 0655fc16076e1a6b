import type { Locale } from '~/i18n/locales'
import { type MailQueue, queueMails } from '../mail/queue-mails'
import { composeSecurityNotice, noticeLink } from '../mail/security-notice-mail'
import { type StaffNoticeKind, staffSecurityNoticeText } from '../mail/security-notice-mail-text'
import { staffMailLocale } from './staff-invitation-mail'
import type { StaffOptions } from './staff-options'

export const STAFF_SECURITY_NOTICE_KIND = 'staff_security_notice'

/** Whose account changed, what, and how it was made: in a session of the staff member's own, or without one. */
export interface StaffSecurityChange {
  kind: StaffNoticeKind
  /** The passkey's name; empty for the other changes. */
  subject?: string
  at: Date
  /** The request's language: the notice is in the console's (Korean unless it was English). */
  locale: Locale
  /**
   * The browser of the staff member's own session the change was made in (`sessionUserAgent`); none for a reset by
   * link or by an admin, whose browser is not the holder's.
   */
  userAgent?: string | null
}

/**
 * Queues the notice of a change to a way into a staff account to its holder (decision 95; ASVS 6.3.7), in the
 * transaction that makes the change and audits it: the mail leaves only if both commit. It links the account page,
 * where the holder sees their sessions and passkeys; the way back from a change not theirs goes through an admin.
 */
export async function noteStaffSecurityChange(
  tx: MailQueue,
  staff: { email: string },
  change: StaffSecurityChange,
  letterhead: Pick<StaffOptions, 'siteUrl' | 'brandName'>,
): Promise<void> {
  const locale = staffMailLocale(change.locale)
  const mail = composeSecurityNotice(
    { kind: STAFF_SECURITY_NOTICE_KIND, to: staff.email, brandName: letterhead.brandName },
    staffSecurityNoticeText[locale],
    { kind: change.kind, subject: change.subject ?? '', at: change.at, userAgent: change.userAgent ?? null },
    [noticeLink(letterhead.siteUrl, '/admin/account', locale)],
  )
  await queueMails(tx, [mail])
}

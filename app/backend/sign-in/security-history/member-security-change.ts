import { isProviderChange, type SecurityEventKind } from '~/api/contract/passkey-endpoints'
import type { Locale } from '~/i18n/locales'
import type { Database } from '../../db/database.server'
import { providerName } from '../../mail/provider-names'
import { type MailQueue, queueMails } from '../../mail/queue-mails'
import { composeSecurityNotice, noticeLink } from '../../mail/security-notice-mail'
import { memberSecurityNoticeText } from '../../mail/security-notice-mail-text'
import { mayMailMember } from '../email-verification/member-mail-gate'
import type { SignedIn } from '../member-sessions'
import { nowOf, type SignInOptions } from '../sign-in-options'
import { recordSecurityEvent } from './member-security-events'

export const MEMBER_SECURITY_NOTICE_KIND = 'security_notice'

/** What every notice is signed and linked with: the site's public origin and brand. */
export interface NoticeLetterhead {
  siteUrl: string
  brandName: string
}

/** Where, when and how a change was made: in the language of the page it was made on, from the browser of its session. */
export interface ChangeContext {
  letterhead: NoticeLetterhead
  at: Date
  locale: Locale
  /** The browser it was made from, as its session recorded it; null when unknown (a reset by a mailed link). */
  userAgent: string | null
}

/** The context of a change the signed-in member makes now, on a page in `locale`. */
export function changeBySession(
  { session }: Pick<SignedIn, 'session'>,
  letterhead: NoticeLetterhead,
  locale: Locale,
  options: Pick<SignInOptions, 'clock'>,
): ChangeContext {
  return { letterhead, locale, at: nowOf(options), userAgent: session.userAgent }
}

/** What changed: the passkey's name as `subject` where the change is about one, the provider's id for a link or unlink. */
export interface MemberSecurityChange {
  kind: SecurityEventKind
  subject?: string
}

interface MemberToNotify {
  id: string
  email: string | null
  emailVerifiedAt: Date | null
}

/**
 * Records a change on the member's security page and, in the same transaction, queues its notice to the member's
 * verified address (decision 95; ASVS 6.3.7): the mail leaves only if the change commits. A passkey's new name is
 * recorded but not mailed: it opens no way in. The notice links the password reset and the security page.
 */
export async function noteMemberSecurityChange(
  tx: MailQueue & Pick<Database, 'insert'>,
  member: MemberToNotify,
  change: MemberSecurityChange,
  { letterhead, at, locale, userAgent }: ChangeContext,
): Promise<void> {
  const subject = change.subject ?? ''
  await recordSecurityEvent(tx, member.id, change.kind, subject, { at, userAgent })
  const { kind } = change
  if (kind === 'passkey-renamed' || !member.email || !mayMailMember(member, MEMBER_SECURITY_NOTICE_KIND)) return
  const links = ['/password/forgot', '/mypage/security'].map((path) => noticeLink(letterhead.siteUrl, path, locale))
  const named = isProviderChange(kind) ? providerName(subject, locale) : subject
  const mail = composeSecurityNotice(
    { kind: MEMBER_SECURITY_NOTICE_KIND, to: member.email, brandName: letterhead.brandName },
    memberSecurityNoticeText[locale],
    { kind, subject: named, at, userAgent },
    links,
  )
  await queueMails(tx, [mail])
}

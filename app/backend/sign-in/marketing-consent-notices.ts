import { sql } from 'drizzle-orm'
import { baseLocale, isLocale, type Locale } from '~/i18n/locales'
import type { Database } from '../db/database.server'
import { marketingConsentNotices, memberConsents, members } from '../db/member-schema'
import { rowsOf } from '../db/result-rows'
import type { ComposedMail } from '../mail/inquiry-mails'
import { marketingConsentNoticeText } from '../mail/marketing-consent-notice-mail-text'
import { queueMails } from '../mail/queue-mails'
import { noticeLink } from '../mail/security-notice-mail'

/** 정보통신망법 시행령 §62-3: a standing marketing consent is confirmed with the member every two years. */
export const MARKETING_NOTICE_YEARS = 2
export const MARKETING_CONSENT_NOTICE_KIND = 'marketing-consent-notice'
/** Members read and noticed a batch at a time; one run goes on until none is due. */
const BATCH_SIZE = 200

export interface NoticeLetterhead {
  siteUrl: string
  brandName: string
}

interface DueMember {
  id: string
  email: string
  consentAt: Date
  locale: Locale
  /** The two-year periods completed since the consent: the notice is that of the last of them. */
  period: number
}

/**
 * The members whose standing marketing consent is owed a notice at `now`: active, agreed, with an address they
 * verified (decision 48: no other gets mail, marketing neither), whose consent (the latest marketing one; for a member
 * from before consents were recorded, their sign-up) completed a two-year period since its last notice.
 */
async function dueMembers(db: Database, now: Date): Promise<DueMember[]> {
  // PostgreSQL's calendar counts the years (age()), in one statement with the notices already recorded.
  const rows = rowsOf<{ id: string; email: string; consent_at: Date | string; locale: string | null; period: number }>(
    await db.execute(sql`
      SELECT id, email, consent_at, locale, period FROM (
        SELECT m.id, m.email, coalesce(c.at, m.created_at) AS consent_at, c.locale,
          (floor(extract(year FROM age(${now.toISOString()}::timestamptz, coalesce(c.at, m.created_at)))
            / ${MARKETING_NOTICE_YEARS}))::int AS period
        FROM ${members} m
        LEFT JOIN LATERAL (
          SELECT at, locale FROM ${memberConsents}
          WHERE member_id = m.id AND document = 'marketing'
          ORDER BY at DESC, id DESC LIMIT 1
        ) c ON true
        WHERE m.status = 'active' AND m.marketing_agree AND m.email IS NOT NULL AND m.email_verified_at IS NOT NULL
      ) consent
      WHERE period > coalesce((
        SELECT max(n.period) FROM ${marketingConsentNotices} n
        WHERE n.member_id = consent.id AND n.consent_at = consent.consent_at
      ), 0)
      ORDER BY id
      LIMIT ${BATCH_SIZE}`),
  )
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    consentAt: new Date(row.consent_at),
    locale: isLocale(row.locale) ? row.locale : baseLocale,
    period: Number(row.period),
  }))
}

/** The notice to one member, in the language they gave the consent in, with the way to withdraw it. */
export function composeMarketingConsentNotice(member: DueMember, letterhead: NoticeLetterhead): ComposedMail {
  const text = marketingConsentNoticeText[member.locale]
  const consentDate = new Intl.DateTimeFormat(member.locale, { dateStyle: 'long', timeZone: 'Asia/Seoul' }).format(
    member.consentAt,
  )
  const link = new URL(noticeLink(letterhead.siteUrl, '/mypage', member.locale))
  link.hash = 'marketing'
  const lines = [...text.body(letterhead.brandName, consentDate), link.toString(), '', `— ${letterhead.brandName}`]
  return {
    kind: MARKETING_CONSENT_NOTICE_KIND,
    toAddress: member.email,
    subject: text.subject(letterhead.brandName),
    textBody: `${lines.join('\n')}\n`,
  }
}

/**
 * Sends every notice due at `now` (decision 113): each member's record and mail in one short transaction, the record
 * first, so that of several processes running the job at once only the one whose record went in queues the mail.
 * Answers how many were sent.
 */
export async function sendMarketingConsentNotices(db: Database, now: Date, letterhead: NoticeLetterhead): Promise<number> {
  let sent = 0
  for (;;) {
    const due = await dueMembers(db, now)
    for (const member of due) {
      const queued = await db.transaction(async (tx) => {
        const [recorded] = await tx
          .insert(marketingConsentNotices)
          .values({ memberId: member.id, consentAt: member.consentAt, period: member.period, sentAt: now })
          .onConflictDoNothing()
          .returning({ id: marketingConsentNotices.id })
        if (recorded) await queueMails(tx, [composeMarketingConsentNotice(member, letterhead)])
        return recorded !== undefined
      })
      if (queued) sent++
    }
    if (due.length < BATCH_SIZE) return sent
  }
}

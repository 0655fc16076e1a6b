import { desc, eq, sql } from 'drizzle-orm'
import { MEMBER_DATA_EXPORTS_PER_DAY, type MemberDataExport } from '~/api/contract/member-data-export-endpoints'
import type { Locale } from '~/i18n/locales'
import type { Database } from '../db/database.server'
import { memberDataExports, memberQuestions, pointEntries } from '../db/member-area-schema'
import { memberSocialAccounts } from '../db/member-schema'
import { assertWithinRateLimit } from '../security/rate-limit'
import { consentHistory } from '../sign-in/member-consents'
import { toMemberInfo } from '../sign-in/member-info'
import type { SignedIn } from '../sign-in/member-sessions'
import { passkeysOf, toPasskey } from '../sign-in/passkeys/passkey-records'
import { securityHistory } from '../sign-in/security-history/member-security-events'
import { nowOf, type SignInOptions } from '../sign-in/sign-in-options'
import { questionOf } from './member-questions'
import { listSessions } from './member-session-list'
import { pointEntryOf } from './point-history'
import { listSampleRequests } from './sample-requests'

/** More rows of one kind than a member makes in years (the write limits allow 10 questions an hour, 5 requests a day). */
const ALL = 100_000

const dailyLimit = { bucket: 'member-data-export', limit: MEMBER_DATA_EXPORTS_PER_DAY, windowSeconds: 24 * 3600 }

/**
 * POST /me/data-exports (issue 40 §5): everything the site holds about the signed-in member, read in one transaction
 * so that its parts agree, and the download recorded in it. The caller has checked the member's recent authentication.
 */
export async function exportMemberData(
  db: Database,
  signedIn: SignedIn,
  locale: Locale,
  options: Pick<SignInOptions, 'sessionIdleMinutes' | 'clock'>,
): Promise<MemberDataExport> {
  const { member } = signedIn
  const now = nowOf(options)
  await assertWithinRateLimit(db, { ...dailyLimit, key: member.id }, options.clock ? now : undefined)
  return db.transaction(async (tx) => {
    await tx.insert(memberDataExports).values({ memberId: member.id, exportedAt: now })
    const [socialAccounts, points, balance, questions, samples, sessions, exports, consents, passkeys, history] =
      await Promise.all([
        tx
          .select({ provider: memberSocialAccounts.provider, linkedAt: memberSocialAccounts.createdAt })
          .from(memberSocialAccounts)
          .where(eq(memberSocialAccounts.memberId, member.id))
          .orderBy(memberSocialAccounts.createdAt),
        tx
          .select()
          .from(pointEntries)
          .where(eq(pointEntries.memberId, member.id))
          .orderBy(desc(pointEntries.occurredAt), desc(pointEntries.id)),
        tx
          .select({ points: sql<string>`coalesce(sum(${pointEntries.saved} - ${pointEntries.used}), 0)` })
          .from(pointEntries)
          .where(eq(pointEntries.memberId, member.id)),
        tx.select().from(memberQuestions).where(eq(memberQuestions.memberId, member.id)).orderBy(desc(memberQuestions.createdAt)),
        listSampleRequests(tx, member.id, 1, ALL, locale),
        listSessions(tx, signedIn, options),
        tx
          .select({ at: memberDataExports.exportedAt })
          .from(memberDataExports)
          .where(eq(memberDataExports.memberId, member.id))
          .orderBy(desc(memberDataExports.exportedAt), desc(memberDataExports.id)),
        consentHistory(tx, member),
        passkeysOf(tx, { memberId: member.id }),
        securityHistory(tx, member.id, 'all'),
      ])
    return {
      exportedAt: now.toISOString(),
      profile: { ...toMemberInfo(member), emailVerifiedAt: member.emailVerifiedAt?.toISOString() ?? null },
      consents: {
        termsAgreedAt: member.termsAgreedAt.toISOString(),
        privacyAgreedAt: member.privacyAgreedAt.toISOString(),
        marketing: member.marketingAgree,
      },
      consentHistory: consents,
      socialAccounts: socialAccounts.map((account) => ({ ...account, linkedAt: account.linkedAt.toISOString() })),
      points: { balance: Number(balance[0]?.points ?? 0), entries: points.map((row) => pointEntryOf(row, locale)) },
      questions: questions.map(questionOf),
      samples: samples.items,
      sessions: sessions.items,
      passkeys: passkeys.map(toPasskey),
      securityHistory: history,
      exports: exports.map((row) => row.at.toISOString()),
    }
  })
}

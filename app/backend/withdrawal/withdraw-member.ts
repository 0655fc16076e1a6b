import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import { emailVerificationTokens } from '../db/email-verification-schema'
import { memberSessions, memberSocialAccounts, members } from '../db/member-schema'
import { monthsAfter } from '../retention/retention-dates'
import { forgetMemberPasskeysAndHistory } from '../sign-in/passkeys/member-passkeys'
import { forgetSecondFactor } from '../sign-in/second-factor/member-second-factor'
import { barIdentities, identityHasher } from '../sign-in/withdrawn-identities'
import { deleteMemberAreaData, recordWithdrawalFeedback, type WithdrawalFeedback } from './forget-member-area'

/** Withdrawn accounts cannot sign up again for six months. */
export const REREGISTRATION_BAR_MONTHS = 6

/**
 * Closes the member's account, in one transaction: every session ends, the personal data (email, name,
 * mobile, address, birthday, password hash, marketing consent) is removed, the social links and the member area's
 * questions, sample requests, points and codes, the second factor and the passkeys (with their history), are deleted, and the email and provider accounts are barred from
 * signing up for six months (kept only as keyed hashes). The anonymised row stays; the reasons given, if any, are
 * kept apart from it for statistics. Returns false when there is no active member with this id.
 */
export async function withdrawMember(db: Database, memberId: string, now: Date, feedback?: WithdrawalFeedback): Promise<boolean> {
  const hash = await identityHasher(db)
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ email: members.email })
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.status, 'active')))
      .for('update')
    if (!member) return false
    const accounts = await tx
      .select({ provider: memberSocialAccounts.provider, subject: memberSocialAccounts.subject })
      .from(memberSocialAccounts)
      .where(eq(memberSocialAccounts.memberId, memberId))
    const hashes = [...(member.email ? [hash.email(member.email)] : []), ...accounts.map((account) => hash.account(account))]
    await barIdentities(tx, hashes, now, monthsAfter(now, REREGISTRATION_BAR_MONTHS))
    await tx
      .update(memberSessions)
      .set({ revokedAt: now })
      .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)))
    await tx.delete(memberSocialAccounts).where(eq(memberSocialAccounts.memberId, memberId))
    await deleteMemberAreaData(tx, memberId)
    await forgetSecondFactor(tx, memberId)
    await forgetMemberPasskeysAndHistory(tx, memberId)
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.memberId, memberId))
    if (feedback) await recordWithdrawalFeedback(tx, feedback, now)
    await tx
      .update(members)
      .set({
        status: 'withdrawn',
        withdrawnAt: now,
        email: null,
        name: '',
        mobile: null,
        zipcode: null,
        address1: null,
        address2: null,
        birthday: null,
        passwordHash: null,
        marketingAgree: false,
        emailVerifiedAt: null,
      })
      .where(eq(members.id, memberId))
    return true
  })
}

import type { Session } from '~/api/contract/sign-in-endpoints'
import type { Database } from '../../db/database.server'
import { ApiError } from '../../http/api-error'
import { queueVerificationMail, type VerificationMailing } from '../email-verification/email-verification'
import { insertMember } from '../member-records'
import { startSession } from '../member-sessions'
import { type SecondFactorRequired, sessionOrSecondFactor } from '../second-factor/second-factor-sign-in'
import { nowOf, type SignInOptions } from '../sign-in-options'
import { identityHasher, isBarred } from '../withdrawn-identities'
import { redeemSignupTicket } from './signup-tickets'
import { linkedMemberId, linkSocialAccount } from './social-accounts'

export interface SocialSignupBody {
  signupTicket: string
  marketingAgree: boolean
}

/**
 * POST /auth/signup: redeems the consent ticket and creates the member (no password; the provider's email,
 * possibly none), linked to the provider's account, signed in at once. All in one transaction, so a refusal
 * leaves the ticket unused.
 */
export async function completeSocialSignup(
  db: Database,
  body: SocialSignupBody,
  options: SignInOptions,
  mailing: Omit<VerificationMailing, 'now'>,
): Promise<Session | SecondFactorRequired> {
  const now = nowOf(options)
  const hash = await identityHasher(db)
  return db.transaction(async (tx) => {
    const profile = await redeemSignupTicket(tx, body.signupTicket, now)
    if (!profile) throw new ApiError('SIGNUP_TICKET_INVALID')
    // A second ticket of the same account (two tabs) signs in the member the first one created.
    const linked = await linkedMemberId(tx, profile.provider, profile.subject)
    if (linked) return sessionOrSecondFactor(tx, linked, profile.provider, options)
    if (await isBarred(tx, [hash.account(profile)], now)) throw new ApiError('ACCOUNT_WITHDRAWN')
    if (profile.email && (await isBarred(tx, [hash.email(profile.email)], now))) throw new ApiError('REREGISTRATION_BARRED')
    const member = await insertMember(
      tx,
      {
        email: profile.email,
        name: profile.name ?? '',
        signUpMethod: profile.provider,
        termsAgreedAt: now,
        privacyAgreedAt: now,
        marketingAgree: body.marketingAgree,
        // A provider that vouches for the email has verified it (decision 48); any other address gets the link.
        emailVerifiedAt: profile.email && profile.emailVerified ? now : null,
        createdAt: now,
      },
      mailing.locale,
    )
    await linkSocialAccount(tx, member.id, profile, now)
    if (profile.email && !profile.emailVerified) {
      await queueVerificationMail(tx, { id: member.id, email: profile.email }, { ...mailing, now })
    }
    return startSession(tx, member.id, now, options)
  })
}

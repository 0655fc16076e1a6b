import type * as v from 'valibot'
import type { consentRequiredSchema, Session, SocialProvider, socialLoginBodySchema } from '~/api/contract/sign-in-endpoints'
import type { Database } from '../../db/database.server'
import { ApiError } from '../../http/api-error'
import { markEmailVerified } from '../email-verification/email-verification'
import { activeMemberByEmail } from '../member-records'
import { type SecondFactorRequired, sessionOrSecondFactor } from '../second-factor/second-factor-sign-in'
import { type ChangeContext, noteMemberSecurityChange } from '../security-history/member-security-change'
import { reserveSignInAttempt } from '../sign-in-limit'
import { nowOf, type SignInOptions } from '../sign-in-options'
import { identityHasher, isBarred } from '../withdrawn-identities'
import { spendState } from './oauth-states'
import { fetchSocialProfile, oauthFailed } from './provider-client'
import { isSiteCallback } from './redirect-uri'
import { issueSignupTicket } from './signup-tickets'
import { linkedMemberId, linkSocialAccount } from './social-accounts'
import type { SocialProfile } from './social-profile'

type SocialLoginBody = v.InferOutput<typeof socialLoginBodySchema>
type ConsentRequired = v.InferOutput<typeof consentRequiredSchema>

/**
 * Signs in the person the provider vouches for. In order: an account already linked signs its member in; a
 * withdrawn one is refused; a verified email of an active member links the account to that member; an email
 * still barred, or one an active member holds but the provider did not verify, is refused; anyone else gets a
 * consent ticket to sign up with. A member whose second factor is on gets a ticket for the code step instead of a
 * session (decision 29). The link is a new way into the account: on the member's security page and in a notice mail
 * (decision 95).
 */
export async function signInProfile(
  db: Database,
  profile: SocialProfile,
  options: SignInOptions,
  notice: Pick<ChangeContext, 'letterhead' | 'locale'>,
): Promise<Session | ConsentRequired | SecondFactorRequired> {
  const now = nowOf(options)
  const linked = await linkedMemberId(db, profile.provider, profile.subject)
  if (linked) return sessionOrSecondFactor(db, linked, profile.provider, options)
  const hash = await identityHasher(db)
  if (await isBarred(db, [hash.account(profile)], now)) throw new ApiError('ACCOUNT_WITHDRAWN')
  if (profile.email) {
    const member = await activeMemberByEmail(db, profile.email)
    if (member && profile.emailVerified) {
      return db.transaction(async (tx) => {
        await linkSocialAccount(tx, member.id, profile, now)
        await markEmailVerified(tx, member.id, now)
        const context = { ...notice, at: now, userAgent: options.device?.userAgent ?? null }
        const change = { kind: 'social-linked', subject: profile.provider } as const
        await noteMemberSecurityChange(tx, { ...member, emailVerifiedAt: now }, change, context)
        return sessionOrSecondFactor(tx, member.id, profile.provider, options)
      })
    }
    if (await isBarred(db, [hash.email(profile.email)], now)) throw new ApiError('REREGISTRATION_BARRED')
    if (member) throw new ApiError('EMAIL_TAKEN')
  }
  const signupTicket = await issueSignupTicket(db, profile, now)
  return { consentRequired: true, signupTicket, email: profile.email, name: profile.name }
}

async function exchange(
  db: Database,
  provider: SocialProvider,
  body: SocialLoginBody,
  options: SignInOptions,
): Promise<SocialProfile> {
  const config = options.providers[provider]
  if (!config) throw new ApiError('NOT_FOUND')
  if (body.clientId !== config.clientId || !isSiteCallback(body.redirectUri, provider)) throw new ApiError('BAD_REQUEST')
  if (!(await spendState(db, body.state, nowOf(options)))) throw oauthFailed(provider, 'state already used (replay)')
  return fetchSocialProfile(config, body.code, body.redirectUri, options.providerTimeoutMs)
}

/**
 * POST /auth/{provider}. Failed exchanges count as failed sign-ins of the client's address, so a client
 * that keeps sending made-up codes is held back like one guessing passwords.
 */
export async function socialSignIn(
  db: Database,
  provider: SocialProvider,
  body: SocialLoginBody,
  clientIp: string | undefined,
  options: SignInOptions,
  notice: Pick<ChangeContext, 'letterhead' | 'locale'>,
): Promise<Session | ConsentRequired | SecondFactorRequired> {
  const attempt = await reserveSignInAttempt(db, { clientIp }, options)
  let profile: SocialProfile
  try {
    profile = await exchange(db, provider, body, options)
  } catch (error) {
    const refused = error instanceof ApiError && (error.code === 'OAUTH_FAILED' || error.code === 'BAD_REQUEST')
    if (!refused) await attempt.release()
    throw error
  }
  await attempt.release()
  return signInProfile(db, profile, options, notice)
}

import type { Hono } from 'hono'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { type ClientBindings, clientIpOf } from '~/server/http/client-address'
import type { Database } from '../db/database.server'
import { implement } from '../http/implement'
import type { EmailVerificationOptions } from './email-verification/email-verification-options'
import { logIn } from './log-in'
import { toMemberInfo } from './member-info'
import { requireSession, revokeSession } from './member-sessions'
import { assertNewPasswordAcceptable } from './new-password-policy'
import { completeSecondFactor } from './second-factor/second-factor-sign-in'
import { sessionDeviceOf } from './session-device'
import { assertSignUpAllowed } from './sign-in-limit'
import { nowOf, type SignInOptions } from './sign-in-options'
import { signUpWithEmail } from './sign-up-with-email'
import { completeSocialSignup } from './social/complete-social-signup'
import { socialSignIn } from './social/social-sign-in'

/** The members' sign-in calls: sign-up, password and social sign-in, `me` and sign-out. */
export function registerSignInRoutes(
  app: Hono,
  db: Database,
  options: SignInOptions,
  verification: EmailVerificationOptions,
): void {
  const clientIp = (request: Request, bindings: unknown) =>
    clientIpOf(request, bindings as ClientBindings | undefined, options.trustProxy)
  /** A sign-in's options, with the device its session records. */
  const signingIn = (request: Request, bindings: unknown) => ({
    ...options,
    device: sessionDeviceOf(request, bindings, options.trustProxy),
  })

  implement(app, signInEndpoints.signup, async ({ body, request, bindings, locale }) => {
    // Before the limit: a refused password is a typing mistake, not a sign-up.
    await assertNewPasswordAcceptable(body.password, body, 'password', options.passwordContextWords)
    await assertSignUpAllowed(db, clientIp(request, bindings), options)
    return signUpWithEmail(db, body, signingIn(request, bindings), { locale, options: verification })
  })
  implement(app, signInEndpoints.login, ({ body, request, bindings }) =>
    logIn(db, body, clientIp(request, bindings), signingIn(request, bindings)),
  )
  // A recovery code's use and a provider's link are noticed as the security changes are (decision 95), signed as the
  // site's other mails.
  const letterhead = { siteUrl: verification.siteUrl, brandName: verification.brandName }
  implement(app, signInEndpoints.loginSecondFactor, ({ body, request, bindings, locale }) =>
    completeSecondFactor(db, body, clientIp(request, bindings), signingIn(request, bindings), { letterhead, locale }),
  )
  // Before /auth/:provider, which would otherwise take 'signup' for a provider.
  implement(app, signInEndpoints.completeSocialSignup, async ({ body, request, bindings, locale }) => {
    await assertSignUpAllowed(db, clientIp(request, bindings), options)
    return completeSocialSignup(db, body, signingIn(request, bindings), { locale, options: verification })
  })
  implement(app, signInEndpoints.socialLogin, ({ params, body, request, bindings, locale }) =>
    socialSignIn(db, params.provider, body, clientIp(request, bindings), signingIn(request, bindings), { letterhead, locale }),
  )
  implement(app, signInEndpoints.me, async ({ request }) => toMemberInfo((await requireSession(db, request, options)).member))
  implement(app, signInEndpoints.logout, async ({ request }) => {
    const { tokenHash } = await requireSession(db, request, options)
    await revokeSession(db, tokenHash, nowOf(options))
    return { signedOut: true as const }
  })
}

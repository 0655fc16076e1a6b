import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { api } from '~/api/api-client.server'
import { signInEndpoints, signupBodySchema } from '~/api/contract/sign-in-endpoints'
import { contractInput } from '~/api/contract-input'
import { env } from '~/config/env.server'
import { configuredSocialProviders } from '~/config/social-providers.server'
import { resolveCurrentMember } from './current-member.server'
import { clearSignupTicketCookie, readDeviceCookie, readSignupTicketCookie } from './sign-in-cookies.server'
import { type AuthOutcome, type SignInOutcome, signInOrSecondFactor, signInWith } from './sign-in-session.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally.

/**
 * Who is signed in; never stored by an HTTP cache (docs/decisions/0012), as no server function's answer is
 * (private-pages-middleware). In a page's server render it runs inside the page's request, whose caching that
 * middleware decides by the page.
 */
export const getCurrentMember = createServerFn({ method: 'GET' }).handler(() => resolveCurrentMember())

/** What the sign-in page offers: the configured providers and the partners' dashboard. */
export const getSignInOptions = createServerFn({ method: 'GET' }).handler(() => ({
  providers: Object.keys(configuredSocialProviders(env)) as (keyof ReturnType<typeof configuredSocialProviders>)[],
  dashboardLoginUrl: env.DASHBOARD_LOGIN_URL ?? null,
}))

const credentials = v.object({
  email: v.pipe(v.string(), v.maxLength(254)),
  password: v.pipe(v.string(), v.maxLength(200)),
})

export const signIn = createServerFn({ method: 'POST' })
  .validator(contractInput(credentials))
  .handler(
    ({ data }): Promise<SignInOutcome> =>
      signInOrSecondFactor((options) =>
        api(signInEndpoints.login, { body: { ...data, deviceToken: readDeviceCookie() } }, options),
      ),
  )

export const signUp = createServerFn({ method: 'POST' })
  .validator(contractInput(signupBodySchema))
  .handler(({ data }): Promise<AuthOutcome> => signInWith((options) => api(signInEndpoints.signup, { body: data }, options)))

/** Whether a social sign-up waits for its consents (the ticket is in an HttpOnly cookie). */
export const getPendingSocialSignup = createServerFn({ method: 'GET' }).handler(() => ({
  pending: readSignupTicketCookie() !== undefined,
}))

export const completeSocialSignup = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ termsAgree: v.literal(true), privacyAgree: v.literal(true), marketingAgree: v.boolean() })))
  .handler(async ({ data }): Promise<SignInOutcome> => {
    const signupTicket = readSignupTicketCookie() ?? ''
    const outcome = await signInOrSecondFactor((options) =>
      api(signInEndpoints.completeSocialSignup, { body: { ...data, signupTicket } }, options),
    )
    if (outcome.ok || outcome.code === 'SIGNUP_TICKET_INVALID' || outcome.code === 'BAD_REQUEST') clearSignupTicketCookie()
    return outcome
  })

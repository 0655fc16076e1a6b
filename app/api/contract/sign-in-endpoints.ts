import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { secretText } from './typed-text'

/**
 * Sign-in calls (issue 6). The backend issues an opaque token; every member call sends it bare in
 * `authorization`. Error codes beyond the generic ones, each with its localized message:
 * - EMAIL_TAKEN (409): the email is already registered;
 * - ACCOUNT_WITHDRAWN (403): this account has been withdrawn (a social identity or token of a closed account);
 * - REREGISTRATION_BARRED (403): withdrawn accounts cannot re-register for six months;
 * - INVALID_CREDENTIALS (401): the information you entered is incorrect (never says which part);
 * - RATE_LIMITED (429): too many failed sign-ins; try again later;
 * - OAUTH_FAILED (400): the provider refused the code, or the state was already used;
 * - SIGNUP_TICKET_INVALID (400): the social sign-up ticket is unknown or expired;
 * - PASSWORD_TOO_COMMON (400): the new password is on the list of common and breached passwords;
 *   PASSWORD_CONTAINS_EMAIL (400): it holds the email's name; PASSWORD_CONTAINS_CONTEXT (400): it holds the site's
 *   names, the company's subject or the member's own name. Each names the field in the error body's `fields`;
 * - SECOND_FACTOR_TICKET_INVALID (400): the ticket of the code step is unknown, expired, used, or spent by wrong codes;
 *   CODE_MISMATCH (400): the second factor's code is wrong or was used already (decision 29).
 */

const KiB = 1024

export const socialProviders = ['facebook', 'google', 'naver', 'kakao'] as const
export type SocialProvider = (typeof socialProviders)[number]

export const passwordLimits = { minLength: 8, maxLength: 128 } as const
export const nameLimits = { maxLength: 50 } as const

export const emailSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email())
/** A new password's length rule, wherever one is chosen (sign-up, reset, change, a staff invitation). */
export const newPasswordSchema = v.pipe(
  v.string(),
  secretText,
  v.minLength(passwordLimits.minLength),
  v.maxLength(passwordLimits.maxLength),
)
/** A password given to prove who one is (its rules are a new one's: any may be checked against what is kept). */
export const givenPasswordSchema = v.pipe(v.string(), secretText, v.minLength(1), v.maxLength(passwordLimits.maxLength))
const memberName = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(nameLimits.maxLength))
const mustAgree = v.literal(true)

/** A device cookie's token (decision 22; staff's, decision 101): opaque to the site, sent back as it came. */
export const deviceTokenSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(256))

/**
 * What a sign-in gives: the token (≥ 128 bits, random) and when it stops working; a password sign-in also gives a
 * device token, which the site keeps in a long-lived HttpOnly cookie and sends with the next password sign-in: the
 * account's limit on failed sign-ins does not hold back a device that has signed in to it before (decision 22).
 */
export const sessionSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(22), v.maxLength(256)),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  deviceToken: v.optional(deviceTokenSchema),
})
export type Session = v.InferOutput<typeof sessionSchema>

export const userInfoSchema = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  mobile: v.nullable(v.string()),
  /** How the member first signed up: 'email' or a social provider. */
  signUpMethod: v.picklist(['email', ...socialProviders]),
  marketingAgree: v.boolean(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The profile /mypage edits (issue 7): null until the member fills it in. */
  zipcode: v.nullable(v.string()),
  address1: v.nullable(v.string()),
  address2: v.nullable(v.string()),
  /** 8 digits, e.g. 19990101. */
  birthday: v.nullable(v.string()),
  /** False for a member who signed up with a provider and never set a password. */
  hasPassword: v.boolean(),
  /** Whether the member proved the email is theirs (decision 48); until then it gets no mail but the verification's. */
  emailVerified: v.boolean(),
})
export type MemberInfo = v.InferOutput<typeof userInfoSchema>

/**
 * A first social sign-in still needs the terms and privacy consent: instead of a session the backend answers
 * with a single-use ticket (about 15 minutes) that `completeSocialSignup` redeems together with the consents.
 */
export const consentRequiredSchema = v.object({
  consentRequired: v.literal(true),
  signupTicket: v.pipe(v.string(), v.minLength(22), v.maxLength(256)),
  email: v.nullable(v.string()),
  name: v.nullable(v.string()),
})

/**
 * A sign-in whose first factor was right, for a member whose second factor is on (decision 29): instead of a session,
 * a single-use ticket (about 5 minutes) that `loginSecondFactor` redeems together with a code. `accessToken` and
 * `deviceToken` are never there, so a client reading them finds nothing.
 */
export const secondFactorRequiredSchema = v.object({
  secondFactorRequired: v.literal(true),
  secondFactorTicket: v.pipe(v.string(), v.minLength(22), v.maxLength(256)),
  accessToken: v.optional(v.undefined()),
  deviceToken: v.optional(v.undefined()),
})

/** A code of the member's authenticator app (6 digits) or one of their recovery codes (`ABCDE-FGHJK`). */
export const secondFactorCodeSchema = v.pipe(v.string(), v.trim(), v.minLength(6), v.maxLength(32))

export const socialLoginBodySchema = v.object({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  clientId: v.pipe(v.string(), v.minLength(1), v.maxLength(512)),
  redirectUri: v.pipe(v.string(), v.maxLength(2048), v.url()),
  state: v.pipe(v.string(), v.minLength(16), v.maxLength(512)),
})

export const signupBodySchema = v.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: memberName,
  termsAgree: mustAgree,
  privacyAgree: mustAgree,
  marketingAgree: v.optional(v.boolean(), false),
})

export const loginBodySchema = v.object({
  email: emailSchema,
  password: givenPasswordSchema,
  deviceToken: v.optional(deviceTokenSchema),
})

export const signInEndpoints = {
  /** POST /signup: a new member by email; 201-like `{ data: session }` (signed in at once). */
  signup: defineEndpoint({
    method: 'POST',
    path: '/signup',
    body: signupBodySchema,
    maxBodyBytes: 4 * KiB,
    data: sessionSchema,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/login',
    body: loginBodySchema,
    maxBodyBytes: 8 * KiB,
    data: v.union([sessionSchema, secondFactorRequiredSchema]),
  }),
  /** POST /login/second-factor: the ticket of a sign-in and a code of its member's second factor; answers the session. */
  loginSecondFactor: defineEndpoint({
    method: 'POST',
    path: '/login/second-factor',
    body: v.object({
      secondFactorTicket: v.pipe(v.string(), v.minLength(22), v.maxLength(256)),
      code: secondFactorCodeSchema,
      deviceToken: v.optional(deviceTokenSchema),
    }),
    maxBodyBytes: 4 * KiB,
    data: sessionSchema,
  }),
  /** POST /auth/{provider}: exchanges the code with the provider; a session, or a consent ticket for a new member. */
  socialLogin: defineEndpoint({
    method: 'POST',
    path: '/auth/:provider',
    params: v.object({ provider: v.picklist(socialProviders) }),
    body: socialLoginBodySchema,
    maxBodyBytes: 32 * KiB,
    data: v.union([sessionSchema, consentRequiredSchema, secondFactorRequiredSchema]),
  }),
  /** POST /auth/signup: creates the member of a consent ticket once the consents are given. */
  completeSocialSignup: defineEndpoint({
    method: 'POST',
    path: '/auth/signup',
    body: v.object({
      signupTicket: v.pipe(v.string(), v.minLength(22), v.maxLength(256)),
      termsAgree: mustAgree,
      privacyAgree: mustAgree,
      marketingAgree: v.optional(v.boolean(), false),
    }),
    maxBodyBytes: 4 * KiB,
    data: v.union([sessionSchema, secondFactorRequiredSchema]),
  }),
  me: defineEndpoint({ method: 'GET', path: '/me', data: userInfoSchema }),
  /** POST /logout: revokes the token sent in `authorization`. */
  logout: defineEndpoint({ method: 'POST', path: '/logout', data: v.object({ signedOut: v.literal(true) }) }),
}

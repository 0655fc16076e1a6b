import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { inquiryBodySchema, inquiryFileLimits } from './inquiry-form'

/**
 * The writes and member calls of SPEC.md §7. Their shapes are fixed here so any backend can implement them;
 * the built-in backend implements each with its issue (inquiries, sign-in, the member area).
 */

export const socialProviders = ['facebook', 'google', 'naver', 'kakao'] as const

const email = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email())
const session = v.object({ accessToken: v.pipe(v.string(), v.minLength(22)), expiresAt: v.pipe(v.string(), v.isoTimestamp()) })

/**
 * What POST /contacts takes: the inquiry plus `captcha` (the proof-of-work solution, base64, or a reCAPTCHA
 * token) and `website`, a honeypot a person leaves empty.
 */
/** The largest multipart inquiry accepted: the files' total plus 1 MiB for the text parts and part headers. */
export const inquiryMultipartMaxBytes = inquiryFileLimits.maxTotalBytes + 1024 * 1024

export const inquirySubmissionSchema = v.object({
  ...inquiryBodySchema.entries,
  captcha: v.pipe(v.string(), v.maxLength(4096)),
  website: v.optional(v.string()),
})

export const userInfo = v.object({
  id: v.string(),
  email,
  name: v.string(),
  mobile: v.nullable(v.string()),
})

export const memberEndpoints = {
  /**
   * POST /contacts: an inquiry; 201 with the receipt number (`Q-YYYYMMDD-XXXXXX`) once it is committed.
   * JSON, or multipart/form-data with the same fields as text parts (before the files) and up to five `files`.
   */
  createInquiry: defineEndpoint({
    method: 'POST',
    path: '/contacts',
    body: inquirySubmissionSchema,
    data: v.object({ receiptNumber: v.string() }),
  }),
  /** GET /captcha/challenge: a signed proof-of-work challenge (ALTCHA v1); 404 when reCAPTCHA is used instead. */
  captchaChallenge: defineEndpoint({
    method: 'GET',
    path: '/captcha/challenge',
    data: v.object({
      algorithm: v.picklist(['SHA-1', 'SHA-256', 'SHA-512']),
      challenge: v.string(),
      maxnumber: v.pipe(v.number(), v.integer(), v.minValue(1)),
      salt: v.string(),
      signature: v.string(),
    }),
  }),
  /** POST /captcha/google-check?token=…: verifies a reCAPTCHA token when its keys are configured. */
  googleCaptchaCheck: defineEndpoint({
    method: 'POST',
    path: '/captcha/google-check',
    query: v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)) }),
    data: v.object({ success: v.boolean() }),
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/login',
    body: v.object({ email, password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
    data: session,
  }),
  socialLogin: defineEndpoint({
    method: 'POST',
    path: '/auth/:provider',
    params: v.object({ provider: v.picklist(socialProviders) }),
    body: v.object({
      code: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
      clientId: v.pipe(v.string(), v.minLength(1), v.maxLength(512)),
      redirectUri: v.pipe(v.string(), v.url()),
      state: v.pipe(v.string(), v.minLength(16), v.maxLength(512)),
    }),
    data: session,
  }),
  me: defineEndpoint({ method: 'GET', path: '/me', data: userInfo }),
  logout: defineEndpoint({ method: 'POST', path: '/logout', data: v.object({ signedOut: v.literal(true) }) }),
}

import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { inquiryBodySchema } from './inquiry-form'

/**
 * The writes and member calls of SPEC.md §7. Their shapes are fixed here so any backend can implement them;
 * the built-in backend implements each with its issue (inquiries, sign-in, the member area).
 */

export const socialProviders = ['facebook', 'google', 'naver', 'kakao'] as const

const email = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email())
const session = v.object({ accessToken: v.pipe(v.string(), v.minLength(22)), expiresAt: v.pipe(v.string(), v.isoTimestamp()) })

export const userInfo = v.object({
  id: v.string(),
  email,
  name: v.string(),
  mobile: v.nullable(v.string()),
})

export const memberEndpoints = {
  /** POST /contacts: an inquiry; the answer carries the receipt number. */
  createInquiry: defineEndpoint({
    method: 'POST',
    path: '/contacts',
    body: inquiryBodySchema,
    data: v.object({ receiptNumber: v.string() }),
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

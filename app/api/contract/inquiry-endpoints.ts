import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { inquiryBodySchema, inquiryFieldNames, inquiryFileLimits } from './inquiry-form'

/**
 * The contract's writes and member calls (sign-in calls: sign-in-endpoints.ts). Their shapes are fixed here so any backend can implement them;
 * the built-in backend implements each with its issue (inquiries, sign-in, the member area).
 */

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

/** The text parts of a multipart submission, in the order the form sends them; the files follow them. */
export const inquirySubmissionTextParts = [
  ...inquiryFieldNames,
  'captcha',
  'website',
] as const satisfies readonly (keyof typeof inquirySubmissionSchema.entries)[]

export const inquiryEndpoints = {
  /**
   * POST /contacts: an inquiry; 201 with the receipt number (`Q-YYYYMMDD-XXXXXX`) once it is committed.
   * JSON, or multipart/form-data with the same fields as text parts (before the files) and up to five `files`.
   */
  createInquiry: defineEndpoint({
    method: 'POST',
    path: '/contacts',
    body: inquirySubmissionSchema,
    /** As JSON; multipart/form-data has its own limits (inquiryMultipartMaxBytes, inquiryFileLimits). */
    maxBodyBytes: 256 * 1024,
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
}

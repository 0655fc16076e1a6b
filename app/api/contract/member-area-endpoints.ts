import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { pageOf } from './envelope'
import { faqCategoryKeyPattern } from './faq-categories'
import { wholeNumber } from './numbers'
import { idParam, pagingQuery } from './query-params'
import { newPasswordSchema, passwordLimits, sessionSchema, userInfoSchema } from './sign-in-endpoints'
import { multiLine, secretText } from './typed-text'

/**
 * The members' own calls (issue 7). Every one needs the member's token; each checks ownership on the server, so
 * another member's id answers 404, never their data. Error codes beyond the generic ones, localized:
 * - WRONG_PASSWORD (403, 'the information you entered is incorrect'): a wrong current password, or none to check
 *   (PUT /me/password of a member who signed up with a provider). Not 401: the site's client takes every 401 for
 *   "signed out";
 * - CODE_MISMATCH (400): the code is not the one sent; CODE_EXPIRED (400): 'code has expired' (no open code for
 *   this number: none sent, too old, already used, replaced by a newer code, or voided after 5 wrong tries);
 * - RATE_LIMITED (429, Retry-After): more than 5 codes in 10 minutes for one number or one client; more wrong
 *   current passwords in a minute than failed sign-ins allowed (SIGN_IN_FAILURE_LIMIT);
 * - UNAVAILABLE (503): the SMS provider did not take the message (the code is then void);
 * - PASSWORD_TOO_COMMON, PASSWORD_CONTAINS_EMAIL, PASSWORD_CONTAINS_CONTEXT (400): a new password refused as at
 *   sign-up, on field `newPassword`.
 */

/** Digits only, as the profile shows it: 01X then 7 or 8 digits (Korean mobile numbers). */
export const mobileSchema = v.pipe(v.string(), v.regex(/^01[016789]\d{7,8}$/))
export const verificationCodeSchema = v.pipe(v.string(), v.regex(/^\d{6}$/))

/** A real calendar date, 8 digits without dashes such as 19990101, from 1900 until today. */
export const birthdaySchema = v.pipe(
  v.string(),
  v.regex(/^(19|20)\d{6}$/),
  // Valibot runs a check even after the regex failed: anything but 8 digits must answer false, not throw.
  v.check((value) => {
    if (!/^\d{8}$/.test(value)) return false
    const date = new Date(Date.UTC(Number(value.slice(0, 4)), Number(value.slice(4, 6)) - 1, Number(value.slice(6, 8))))
    return date.toISOString().slice(0, 10).replaceAll('-', '') === value && date.getTime() <= Date.now()
  }),
)

export const profileLimits = { name: 50, address: 100 } as const
const optionalText = (max: number) => v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max)))

export const profileSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(profileLimits.name)),
  /** Korean postal code: 5 digits. */
  zipcode: v.nullable(v.pipe(v.string(), v.regex(/^\d{5}$/))),
  address1: optionalText(profileLimits.address),
  address2: optionalText(profileLimits.address),
  birthday: v.nullable(birthdaySchema),
})

/** The nine reasons a member may give for closing an account. */
export const withdrawalReasons = [
  'PRICE_HIGHER',
  'POOR_QUALITY',
  'FEW_PRODUCTS',
  'HARD_TO_FIND',
  'LATE_DELIVERY',
  'EXCHANGE_REFUND_COMPLAINTS',
  'POOR_SERVICES',
  'DATA_LEAK_WORRY',
  'RARELY_USED',
] as const
export type WithdrawalReason = (typeof withdrawalReasons)[number]

/** The point history's period filters: today, 15 days, 1, 3 and 6 months. */
export const pointPeriods = ['today', '15d', '1m', '3m', '6m'] as const
export type PointPeriod = (typeof pointPeriods)[number]

const KiB = 1024

export const questionStatuses = ['waiting', 'answered'] as const
export const sampleStatuses = ['received', 'reviewing', 'shipped', 'declined'] as const
export const questionLimits = { title: 100, content: 2000 } as const
export const sampleLimits = { materials: 5, quantity: 50, purpose: 1000 } as const

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp())
const id = v.pipe(v.number(), v.integer(), v.minValue(1))

export const pointEntrySchema = v.object({
  id,
  date: isoTimestamp,
  description: v.string(),
  saved: v.pipe(v.number(), v.integer(), v.minValue(0)),
  used: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

export const questionSummarySchema = v.object({
  id,
  title: v.string(),
  createdAt: isoTimestamp,
  status: v.picklist(questionStatuses),
})

export const questionSchema = v.object({
  ...questionSummarySchema.entries,
  content: v.string(),
  answer: v.nullable(v.object({ content: v.string(), answeredAt: isoTimestamp })),
})

/** What a sample request asks for and where it goes, and how it ended: the member and the staff read it alike. */
export const sampleRequestParticulars = {
  purpose: v.string(),
  recipient: v.string(),
  mobile: v.string(),
  zipcode: v.string(),
  address1: v.string(),
  address2: v.string(),
  /** Set once shipped: the carrier and the tracking number to follow the parcel with. */
  carrier: v.nullable(v.string()),
  trackingNumber: v.nullable(v.string()),
  /** Set when declined: why, in the staff's words. */
  declineReason: v.nullable(v.string()),
}

export const sampleRequestSchema = v.object({
  id,
  createdAt: isoTimestamp,
  status: v.picklist(sampleStatuses),
  /** The raw materials asked for (product ids of type `material`) with their names in the request's language. */
  materials: v.array(v.object({ id, name: v.string() })),
  quantity: v.string(),
  ...sampleRequestParticulars,
})

export const newSampleRequestSchema = v.object({
  materialIds: v.pipe(v.array(wholeNumber()), v.minLength(1), v.maxLength(sampleLimits.materials)),
  quantity: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(sampleLimits.quantity)),
  purpose: v.pipe(v.string(), multiLine, v.trim(), v.minLength(1), v.maxLength(sampleLimits.purpose)),
  recipient: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(profileLimits.name)),
  mobile: mobileSchema,
  zipcode: v.pipe(v.string(), v.regex(/^\d{5}$/)),
  address1: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(profileLimits.address)),
  address2: v.pipe(v.string(), v.trim(), v.maxLength(profileLimits.address)),
})

const faqCategoryKey = v.pipe(v.string(), v.regex(faqCategoryKeyPattern))

/** One question of the FAQ; `category`: its category's key. */
export const faqEntrySchema = v.object({ id, category: faqCategoryKey, question: v.string(), answer: v.string() })

/** A category of the FAQ, named in the reader's language (staff edit the names and the order, issue 24). */
export const faqCategorySchema = v.object({ key: faqCategoryKey, name: v.string() })

export const changePasswordBody = v.object({
  currentPassword: v.pipe(v.string(), secretText, v.maxLength(passwordLimits.maxLength)),
  newPassword: newPasswordSchema,
})
/** A first password, for a member who signed up through a provider. */
export const setPasswordBody = v.object({ newPassword: newPasswordSchema })
export const phoneCodeBody = v.object({ mobile: mobileSchema })
export const changePhoneBody = v.object({ mobile: mobileSchema, code: verificationCodeSchema })
export const withdrawBody = v.object({
  /** Empty for a member without a password (signed up with a provider). */
  password: v.pipe(v.string(), secretText, v.maxLength(passwordLimits.maxLength)),
  reasons: v.pipe(v.array(v.picklist(withdrawalReasons)), v.minLength(1), v.maxLength(withdrawalReasons.length)),
  comment: v.pipe(v.string(), multiLine, v.trim(), v.maxLength(1000)),
  agree: v.literal(true),
})
export const pointsQuery = v.object({ ...pagingQuery, period: v.optional(v.picklist(pointPeriods), '1m') })
export const pageQuery = v.object(pagingQuery)
export const askQuestionBody = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(questionLimits.title)),
  content: v.pipe(v.string(), multiLine, v.trim(), v.minLength(1), v.maxLength(questionLimits.content)),
})

export const memberAreaEndpoints = {
  /** PATCH /me: the profile of /mypage; answers `me`'s member. */
  updateProfile: defineEndpoint({
    method: 'PATCH',
    path: '/me',
    body: profileSchema,
    maxBodyBytes: 4 * KiB,
    data: userInfoSchema,
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/me/password',
    body: changePasswordBody,
    maxBodyBytes: 4 * KiB,
    /** A new session for this device (the old token, and every other session of the member, no longer works). */
    data: v.object({ changed: v.literal(true), session: sessionSchema }),
  }),
  /**
   * POST /me/password: a first password for a member without one (signed up through a provider), wanting a recent
   * authentication; 409 PASSWORD_ALREADY_SET for one who has one (PUT changes it). Every session ends; this device gets
   * a new one, as after a change.
   */
  setPassword: defineEndpoint({
    method: 'POST',
    path: '/me/password',
    body: setPasswordBody,
    maxBodyBytes: 4 * KiB,
    data: v.object({ changed: v.literal(true), session: sessionSchema }),
  }),
  /** Sends a 6-digit code by SMS, valid `expiresAt` (3 minutes), single use. */
  sendPhoneCode: defineEndpoint({
    method: 'POST',
    path: '/me/phone/code',
    body: phoneCodeBody,
    maxBodyBytes: 1 * KiB,
    data: v.object({ expiresAt: isoTimestamp }),
  }),
  /** Checks the code and, when it is right, makes `mobile` the member's number. */
  changePhone: defineEndpoint({
    method: 'POST',
    path: '/me/phone',
    body: changePhoneBody,
    maxBodyBytes: 1 * KiB,
    data: v.object({ mobile: v.string() }),
  }),
  /** Closes the account: every session ends, personal data goes, a hashed identifier bars re-registration for 6 months. */
  withdraw: defineEndpoint({
    method: 'DELETE',
    path: '/me',
    body: withdrawBody,
    maxBodyBytes: 8 * KiB,
    data: v.object({ withdrawn: v.literal(true) }),
  }),
  points: defineEndpoint({
    method: 'GET',
    path: '/me/points',
    query: pointsQuery,
    data: v.object({ ...pageOf(pointEntrySchema).entries, balance: v.pipe(v.number(), v.integer()) }),
  }),
  questions: defineEndpoint({ method: 'GET', path: '/me/questions', query: pageQuery, data: pageOf(questionSummarySchema) }),
  question: defineEndpoint({
    method: 'GET',
    path: '/me/questions/:id',
    params: v.object({ id: idParam }),
    data: questionSchema,
  }),
  askQuestion: defineEndpoint({
    method: 'POST',
    path: '/me/questions',
    body: askQuestionBody,
    maxBodyBytes: 16 * KiB,
    data: v.object({ id }),
  }),
  samples: defineEndpoint({ method: 'GET', path: '/me/samples', query: pageQuery, data: pageOf(sampleRequestSchema) }),
  requestSample: defineEndpoint({
    method: 'POST',
    path: '/me/samples',
    body: newSampleRequestSchema,
    maxBodyBytes: 16 * KiB,
    data: v.object({ id }),
  }),
  /** The members' FAQ (public), optionally one category. */
  faq: defineEndpoint({
    method: 'GET',
    path: '/faq',
    query: v.object({ category: v.optional(faqCategoryKey) }),
    /** The categories on the site, in their order, and the questions (of the one asked), in their categories' order. */
    data: v.object({ categories: v.array(faqCategorySchema), items: v.array(faqEntrySchema) }),
  }),
}

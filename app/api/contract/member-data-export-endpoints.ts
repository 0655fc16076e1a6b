import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { pointEntrySchema, questionSchema, sampleRequestSchema } from './member-area-endpoints'
import { consentRecordSchema } from './member-consent-endpoints'
import { memberSessionSchema } from './member-session-endpoints'
import { passkeySchema, securityEventSchema } from './passkey-endpoints'
import { socialProviders, userInfoSchema } from './sign-in-endpoints'

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp())

/** How many times a day a member may download their data (a download reads everything they have). */
export const MEMBER_DATA_EXPORTS_PER_DAY = 10

/**
 * Everything the site holds about the member who asks (issue 40 §5, PIPA art. 35): their profile, consents, linked
 * sign-in providers, points, questions and answers, sample requests, live sessions, passkeys and their history, and
 * the times they downloaded this (the download itself included), in the request's language where a text has one.
 */
export const memberDataExportSchema = v.object({
  exportedAt: isoTimestamp,
  profile: v.object({ ...userInfoSchema.entries, emailVerifiedAt: v.nullable(isoTimestamp) }),
  consents: v.object({ termsAgreedAt: isoTimestamp, privacyAgreedAt: isoTimestamp, marketing: v.boolean() }),
  /** Every consent given or changed, newest first, with the version of the text agreed to. */
  consentHistory: v.array(consentRecordSchema),
  socialAccounts: v.array(v.object({ provider: v.picklist(socialProviders), linkedAt: isoTimestamp })),
  points: v.object({ balance: v.pipe(v.number(), v.integer()), entries: v.array(pointEntrySchema) }),
  questions: v.array(questionSchema),
  samples: v.array(sampleRequestSchema),
  sessions: v.array(memberSessionSchema),
  /** The member's passkeys (never their keys), and every one added, renamed or removed, newest first (decision 88). */
  passkeys: v.array(passkeySchema),
  securityHistory: v.array(securityEventSchema),
  /** Every download of this data, newest first. */
  exports: v.array(isoTimestamp),
})
export type MemberDataExport = v.InferOutput<typeof memberDataExportSchema>

export const memberDataExportEndpoints = {
  /**
   * POST /me/data-exports: everything the site holds about the member, as of now; recorded, at most
   * MEMBER_DATA_EXPORTS_PER_DAY a day (then 429), and only within SESSION_REAUTH_MINUTES of the member's last
   * authentication (else 403 REAUTHENTICATION_REQUIRED: the password again, or a new social sign-in).
   */
  exportData: defineEndpoint({ method: 'POST', path: '/me/data-exports', data: memberDataExportSchema }),
}

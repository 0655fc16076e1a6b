import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { pageOf } from './envelope'
import { intParam, MAX_PAGE, MAX_PAGE_SIZE, textParam } from './query-params'
import { socialProviders } from './sign-in-endpoints'
import { operationsRoles } from './staff-roles'
import { multiLine } from './typed-text'

/**
 * Members as staff see them (issue 23): search, a masked detail, a reveal with a reason, points granted or deducted,
 * sessions ended. Staff tokens of role support or admin. Personal data is masked by default
 * (`kim***@example.com`, `010-****-5678`, `김*수`); the whole of it only through `revealMember`, whose reason goes to
 * the audit log. Staff never change a member's password or email. Refusals beyond the generic ones: 409
 * INSUFFICIENT_POINTS (a deduction larger than the balance).
 */

const KiB = 1024
const timestamp = v.pipe(v.string(), v.isoTimestamp())
const count = v.pipe(v.number(), v.integer(), v.minValue(0))
const memberParams = v.object({ id: v.pipe(v.string(), v.uuid()) })
const typed = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max))
const paging = {
  page: v.optional(intParam(1, MAX_PAGE), 1),
  size: v.optional(intParam(1, MAX_PAGE_SIZE), 20),
}

export const memberStatuses = ['active', 'withdrawn'] as const
const signUpMethods = ['email', ...socialProviders] as const
export const revealReasonLimits = { min: 4, max: 500 } as const
export const pointAdjustmentLimits = { amount: 1_000_000, reason: 200 } as const
export const pointAdjustmentKinds = ['grant', 'deduct'] as const
export type PointAdjustmentKind = (typeof pointAdjustmentKinds)[number]
/** What a search's query names, as its audit entry keeps it (`member.search`, `kind`): one whole value of these. */
export const memberSearchKinds = ['email', 'mobile', 'member-number', 'name'] as const
export type MemberSearchKind = (typeof memberSearchKinds)[number]

/** A member in the search's list: masked. */
export const adminMemberSummary = v.object({
  id: v.string(),
  /** Masked: `김*수`. */
  name: v.string(),
  /** Masked: `kim***@example.com`; null for a social member without one, or withdrawn. */
  email: v.nullable(v.string()),
  /** Masked: `010-****-5678`. */
  mobile: v.nullable(v.string()),
  status: v.picklist(memberStatuses),
  signUpMethod: v.picklist(signUpMethods),
  createdAt: timestamp,
})

const memberSignIn = v.object({
  password: v.boolean(),
  providers: v.array(v.picklist(socialProviders)),
  secondFactor: v.boolean(),
  passkeys: count,
})
export type MemberSignIn = v.InferOutput<typeof memberSignIn>

/** One member, masked; audited (member.read). */
export const adminMemberDetail = v.object({
  ...adminMemberSummary.entries,
  /** The address is never shown masked: only whether there is one (reveal it for the rest). */
  hasAddress: v.boolean(),
  marketingAgree: v.boolean(),
  withdrawnAt: v.nullable(timestamp),
  pointBalance: v.pipe(v.number(), v.integer()),
  questionsWaiting: count,
  samplesOpen: count,
  liveSessions: count,
  /**
   * How the member signs in, for support ("I cannot sign in"): a password or not, the providers linked, the second
   * factor, the passkeys. Optional: a backend that does not say answers without it.
   */
  signIn: v.optional(memberSignIn),
})

/** A member's personal data in full, as a reveal answers it. */
export const revealedMember = v.object({
  name: v.string(),
  email: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  zipcode: v.nullable(v.string()),
  address1: v.nullable(v.string()),
  address2: v.nullable(v.string()),
  birthday: v.nullable(v.string()),
})

/** One line of a member's point history as staff see it: with who granted or deducted it by hand. */
export const adminPointEntry = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  date: timestamp,
  /** In the request's language; a manual grant's or deduction's reason, as typed, in every language. */
  description: v.string(),
  saved: count,
  used: count,
  /** The staff member who made it by hand; null for the site's own entries (and the machine credential's). */
  staff: v.nullable(v.object({ id: v.string(), name: v.string() })),
})

/** A member's session as staff see it: where and when, never the token. */
export const adminMemberSession = v.object({
  id: v.pipe(v.string(), v.uuid()),
  userAgent: v.nullable(v.string()),
  /** The browser and system the User-Agent names ('Chrome 131', 'Windows'), as the member's own list names them; optional. */
  browser: v.optional(v.nullable(v.string())),
  device: v.optional(v.nullable(v.string())),
  ipAddress: v.nullable(v.string()),
  createdAt: timestamp,
  lastUsedAt: timestamp,
  expiresAt: timestamp,
})

export const adminMemberEndpoints = {
  /**
   * Members named by `q` as a whole (issue 37): their email address or name (case aside), their mobile number (by its
   * digits, dashes or not, +82 as 0) or their member number (`id`), never a part of one; newest first; without `q`,
   * the newest members. Masked. A search with `q` is audited (masked, with a keyed hash of the value) and counted:
   * 429 RATE_LIMITED with Retry-After past 60 an hour per staff member.
   */
  memberSearch: defineEndpoint({
    method: 'GET',
    path: '/admin/members',
    query: v.object({ q: v.optional(v.pipe(textParam(100), v.nonEmpty())), ...paging }),
    data: pageOf(adminMemberSummary),
    roles: operationsRoles,
    personalData: { action: 'member.search', shown: ({ data }) => data.items.map((member) => member.id) },
  }),
  memberDetail: defineEndpoint({
    method: 'GET',
    path: '/admin/members/:id',
    params: memberParams,
    data: adminMemberDetail,
    roles: operationsRoles,
    personalData: { action: 'member.read', subject: ({ params }) => params.id },
  }),
  /** The member's personal data in full; the reason (4 to 500 characters) goes to the audit log (member.reveal). */
  revealMember: defineEndpoint({
    method: 'POST',
    path: '/admin/members/:id/reveal',
    params: memberParams,
    body: v.object({ reason: v.pipe(typed(revealReasonLimits.min, revealReasonLimits.max), multiLine) }),
    maxBodyBytes: 4 * KiB,
    data: revealedMember,
    roles: operationsRoles,
    personalData: { action: 'member.reveal', subject: ({ params }) => params.id },
  }),
  /**
   * Turns off the member's second factor for support, when they have lost both their authenticator and their recovery
   * codes (decision 104): their password or a provider then signs them in alone, and they may turn it on again. The
   * reason (4 to 500 characters) goes to the audit log (member.second-factor-reset); the member is told on their
   * security page and by mail; the staff member must have proved themself recently (403 REAUTHENTICATION_REQUIRED).
   * Answers whether it was on. Not for a withdrawn member (404).
   */
  resetMemberSecondFactor: defineEndpoint({
    method: 'POST',
    path: '/admin/members/:id/second-factor/reset',
    params: memberParams,
    body: v.object({ reason: v.pipe(typed(revealReasonLimits.min, revealReasonLimits.max), multiLine) }),
    maxBodyBytes: 4 * KiB,
    data: v.object({ turnedOff: v.boolean() }),
    roles: operationsRoles,
    recentProof: true,
    personalData: { action: 'member.second-factor-reset' },
  }),
  /** The member's whole point history, newest first, with the balance. */
  memberPoints: defineEndpoint({
    method: 'GET',
    path: '/admin/members/:id/points',
    params: memberParams,
    query: v.object(paging),
    data: v.object({ ...pageOf(adminPointEntry).entries, balance: v.pipe(v.number(), v.integer()) }),
    roles: operationsRoles,
    personalData: { action: 'member.points-read', subject: ({ params }) => params.id },
  }),
  /**
   * Grants or deducts points by hand (1 to 1,000,000); the member sees the line in their history with the reason as
   * its description. A deduction larger than the balance is refused (409 INSUFFICIENT_POINTS), also when several
   * arrive at once. Not for a withdrawn member (404).
   */
  adjustPoints: defineEndpoint({
    method: 'POST',
    path: '/admin/members/:id/points',
    params: memberParams,
    body: v.object({
      kind: v.picklist(pointAdjustmentKinds),
      amount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(pointAdjustmentLimits.amount)),
      reason: typed(1, pointAdjustmentLimits.reason),
    }),
    maxBodyBytes: 2 * KiB,
    data: v.object({ entry: adminPointEntry, balance: v.pipe(v.number(), v.integer()) }),
    roles: operationsRoles,
    personalData: { action: 'member.points' },
  }),
  /** The member's live sessions, most recently used first. */
  memberSessions: defineEndpoint({
    method: 'GET',
    path: '/admin/members/:id/sessions',
    params: memberParams,
    data: v.object({ items: v.array(adminMemberSession) }),
    roles: operationsRoles,
    personalData: { action: 'member.sessions-read', subject: ({ params }) => params.id },
  }),
  /** Ends one session of the member (404 when it is not theirs or already over). */
  endMemberSession: defineEndpoint({
    method: 'DELETE',
    path: '/admin/members/:id/sessions/:sessionId',
    params: v.object({ id: v.pipe(v.string(), v.uuid()), sessionId: v.pipe(v.string(), v.uuid()) }),
    data: v.object({ ended: v.literal(true) }),
    roles: operationsRoles,
    personalData: { action: 'member.session-end' },
  }),
  /** Ends every session of the member: they are signed out everywhere. Answers how many ended. */
  endAllMemberSessions: defineEndpoint({
    method: 'DELETE',
    path: '/admin/members/:id/sessions',
    params: memberParams,
    data: v.object({ ended: count }),
    roles: operationsRoles,
    personalData: { action: 'member.session-end' },
  }),
}

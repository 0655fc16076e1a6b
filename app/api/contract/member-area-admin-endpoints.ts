import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { pageOf } from './envelope'
import { mobileSchema, questionLimits, questionStatuses, sampleRequestParticulars, sampleStatuses } from './member-area-endpoints'
import { wholeNumber } from './numbers'
import { idParam, intParam, MAX_PAGE, MAX_PAGE_SIZE, textParam } from './query-params'
import { adminOnlyRoles, operationsRoles } from './staff-roles'
import { multiLine } from './typed-text'

/**
 * The staff's side of the member area (issue 23): members' questions to answer and sample requests to move. Staff
 * tokens of role support or admin (ADMIN_TOKEN: the SMS outbox only). Refusals beyond the generic ones: 409 STALE_RECORD (the record's
 * `version` moved on since it was read), 409 SAMPLE_MOVE_NOT_ALLOWED (a move the workflow does not have, see
 * `sampleMoves`). What a member sees changes at once: the answer on /mypage's Q&A, the status with its carrier and
 * tracking number, or the reason of a decline, on /sample.
 */

const KiB = 1024
const timestamp = v.pipe(v.string(), v.isoTimestamp())
const id = v.pipe(v.number(), v.integer(), v.minValue(1))
const version = wholeNumber()
const byWhom = v.optional(v.pipe(textParam(100), v.nonEmpty()))
const typed = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max))
const typedLines = (max: number) => v.pipe(typed(max), multiLine)
const paging = {
  page: v.optional(intParam(1, MAX_PAGE), 1),
  size: v.optional(intParam(1, MAX_PAGE_SIZE), 20),
}

export type SampleStatus = (typeof sampleStatuses)[number]

/**
 * The sample workflow: received → reviewing → shipped (with carrier and tracking number) or declined (with a reason
 * the member reads). Staff may correct a mistake one step back (reviewing → received, shipped or declined → reviewing,
 * which clears the carrier, tracking number or reason) and correct the details of a shipped or declined request by
 * moving it to the same status again. Anything else is 409 SAMPLE_MOVE_NOT_ALLOWED.
 */
export const sampleMoves: Record<SampleStatus, readonly SampleStatus[]> = {
  received: ['reviewing', 'declined'],
  reviewing: ['shipped', 'declined', 'received'],
  shipped: ['shipped', 'reviewing'],
  declined: ['declined', 'reviewing'],
}

export const sampleShippingLimits = { carrier: 50, trackingNumber: 50, declineReason: 500 } as const
export const questionListFilters = ['waiting', 'answered', 'all'] as const
/** The sample list's filter: a status, `open` (received and reviewing: the work to do) or `all`. */
export const sampleListFilters = ['open', ...sampleStatuses, 'all'] as const

/** A member as a list shows them: masked (`김*수`, `kim***@example.com`); the member search reveals more. */
export const maskedMemberRef = v.object({ id: v.string(), name: v.string(), email: v.nullable(v.string()) })

export const adminQuestionSummary = v.object({
  id,
  title: v.string(),
  createdAt: timestamp,
  status: v.picklist(questionStatuses),
  answeredAt: v.nullable(timestamp),
  member: maskedMemberRef,
})

export const adminQuestionDetail = v.object({
  ...adminQuestionSummary.entries,
  content: v.string(),
  answer: v.nullable(v.object({ content: v.string(), answeredAt: timestamp, answeredBy: v.nullable(v.string()) })),
  version,
})
export type AdminQuestionDetail = v.InferOutput<typeof adminQuestionDetail>

export const adminSampleSummary = v.object({
  id,
  createdAt: timestamp,
  status: v.picklist(sampleStatuses),
  statusChangedAt: timestamp,
  materials: v.array(v.object({ id, name: v.string() })),
  quantity: v.string(),
  member: maskedMemberRef,
})

/**
 * A request as staff read it (audited: sample.read): the recipient, mobile number and address masked (`김*수`,
 * `010-****-5678`, `06***`, `서울 강남구 ***`); in full only through `revealSampleRecipient`, with a reason.
 */
export const adminSampleDetail = v.object({
  ...adminSampleSummary.entries,
  ...sampleRequestParticulars,
  version,
})
export type AdminSampleDetail = v.InferOutput<typeof adminSampleDetail>

/** Why staff need a sample's recipient in full (issue 37): the audit log keeps the reason with who and when. */
export const sampleRevealReasons = ['shipping', 'contacting-member', 'checking-address'] as const
export type SampleRevealReason = (typeof sampleRevealReasons)[number]

export const revealedSampleRecipient = v.object({
  recipient: v.string(),
  mobile: v.string(),
  zipcode: v.string(),
  address1: v.string(),
  address2: v.string(),
})

export const memberAreaAdminEndpoints = {
  /** The latest messages the outbox kept for a number, newest first; 404 when a real SMS provider is configured. */
  smsOutbox: defineEndpoint({
    method: 'GET',
    path: '/admin/sms',
    query: v.object({ to: mobileSchema }),
    data: v.object({ items: v.array(v.object({ to: v.string(), text: v.string(), sentAt: timestamp })) }),
    roles: adminOnlyRoles,
    machine: true,
  }),
  /** Waiting questions first (oldest waiting first: the longest wait is answered first), then answered ones, newest first. */
  questionList: defineEndpoint({
    method: 'GET',
    path: '/admin/questions',
    query: v.object({ status: v.optional(v.picklist(questionListFilters), 'all'), ...paging }),
    data: pageOf(adminQuestionSummary),
    roles: operationsRoles,
    personalData: { action: 'question.list', shown: ({ data }) => data.items.map((question) => question.id) },
  }),
  questionDetail: defineEndpoint({
    method: 'GET',
    path: '/admin/questions/:id',
    params: v.object({ id: idParam }),
    data: adminQuestionDetail,
    roles: operationsRoles,
    personalData: { action: 'question.read', subject: ({ params }) => params.id },
  }),
  /**
   * Writes the answer to a member's question, or corrects it; the member reads it at once and, when their account has
   * an email address, is told by mail (Korean, with the English text below it: members keep no language). `version`
   * is required to correct an answer; without it only a waiting question is answered (409 STALE_RECORD once someone
   * answered it). `by` names the staff member for the machine credential; a staff token is its own name.
   */
  answerQuestion: defineEndpoint({
    method: 'POST',
    path: '/admin/questions/:id/answer',
    params: v.object({ id: idParam }),
    body: v.object({ content: typedLines(questionLimits.content), by: byWhom, version: v.optional(version) }),
    maxBodyBytes: 16 * KiB,
    data: v.object({ id, status: v.literal('answered'), answeredAt: timestamp, version }),
    roles: operationsRoles,
    personalData: { action: 'question.answer' },
  }),
  /** Open ones (received, reviewing) unless a status is asked for; oldest first, so the longest wait comes first. */
  sampleList: defineEndpoint({
    method: 'GET',
    path: '/admin/samples',
    query: v.object({ status: v.optional(v.picklist(sampleListFilters), 'open'), ...paging }),
    data: pageOf(adminSampleSummary),
    roles: operationsRoles,
    personalData: { action: 'sample.list', shown: ({ data }) => data.items.map((sample) => sample.id) },
  }),
  sampleDetail: defineEndpoint({
    method: 'GET',
    path: '/admin/samples/:id',
    params: v.object({ id: idParam }),
    data: adminSampleDetail,
    roles: operationsRoles,
    personalData: { action: 'sample.read', subject: ({ params }) => params.id },
  }),
  /** The recipient, number and address in full, for a reason from the list (audited: sample.reveal with it). */
  revealSampleRecipient: defineEndpoint({
    method: 'POST',
    path: '/admin/samples/:id/reveal',
    params: v.object({ id: idParam }),
    body: v.object({ reason: v.picklist(sampleRevealReasons) }),
    maxBodyBytes: KiB,
    data: revealedSampleRecipient,
    roles: operationsRoles,
    personalData: { action: 'sample.reveal', subject: ({ params }) => params.id },
  }),
  /**
   * Moves a sample request along `sampleMoves`: shipped needs `carrier` and `trackingNumber`, declined a
   * `declineReason` (400 without); other fields are ignored. The member sees the new status and its details at once.
   */
  moveSampleRequest: defineEndpoint({
    method: 'POST',
    path: '/admin/samples/:id/status',
    params: v.object({ id: idParam }),
    body: v.object({
      status: v.picklist(sampleStatuses),
      carrier: v.optional(typed(sampleShippingLimits.carrier)),
      trackingNumber: v.optional(typed(sampleShippingLimits.trackingNumber)),
      declineReason: v.optional(typedLines(sampleShippingLimits.declineReason)),
      version,
    }),
    maxBodyBytes: 4 * KiB,
    data: v.object({
      id,
      status: v.picklist(sampleStatuses),
      statusChangedAt: timestamp,
      carrier: v.nullable(v.string()),
      trackingNumber: v.nullable(v.string()),
      declineReason: v.nullable(v.string()),
      version,
    }),
    roles: operationsRoles,
    personalData: { action: 'sample.move' },
  }),
}

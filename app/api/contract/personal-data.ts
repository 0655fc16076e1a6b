import type { AuditAction } from './audit-actions'

/**
 * What staff do to personal data, in the words of the 개인정보의 안전성 확보조치 기준 (art. 8: 조회, 변경, 입력, 삭제, 출력,
 * 다운로드): the "what was done" of an access record (docs/decisions/0109).
 */
export const handlings = ['view', 'change', 'input', 'delete', 'print', 'download'] as const
export type Handling = (typeof handlings)[number]

/** Whose data an access record names: the record of a member, an inquirer, a member's question or sample request… */
export type DataSubjectType = 'member' | 'inquiry' | 'question' | 'sample' | 'mail' | 'audit'

/**
 * Every audit action that handles members', inquirers' or sample requesters' personal data, with what it does to it and
 * whose record it names. Their entries are the access records of art. 8: kept at least two years whatever the audit
 * log's retention (accessRecordRetentionDays), and reviewed monthly by an admin (docs/decisions/0110).
 */
export const personalDataActions = {
  'member.search': { handling: 'view', subject: 'member' },
  'member.read': { handling: 'view', subject: 'member' },
  'member.reveal': { handling: 'view', subject: 'member' },
  'member.sessions-read': { handling: 'view', subject: 'member' },
  'member.points-read': { handling: 'view', subject: 'member' },
  'member.session-end': { handling: 'change', subject: 'member' },
  'member.second-factor-reset': { handling: 'change', subject: 'member' },
  'member.points': { handling: 'input', subject: 'member' },
  'inquiry.list': { handling: 'view', subject: 'inquiry' },
  'inquiry.read': { handling: 'view', subject: 'inquiry' },
  'inquiry.reply-preview': { handling: 'view', subject: 'inquiry' },
  'inquiry.assign': { handling: 'change', subject: 'inquiry' },
  'inquiry.status': { handling: 'change', subject: 'inquiry' },
  'inquiry.note': { handling: 'input', subject: 'inquiry' },
  'inquiry.reply': { handling: 'input', subject: 'inquiry' },
  'inquiry.export': { handling: 'download', subject: 'inquiry' },
  'attachment.download': { handling: 'download', subject: 'inquiry' },
  'question.list': { handling: 'view', subject: 'question' },
  'question.read': { handling: 'view', subject: 'question' },
  'question.answer': { handling: 'input', subject: 'question' },
  'sample.list': { handling: 'view', subject: 'sample' },
  'sample.read': { handling: 'view', subject: 'sample' },
  'sample.reveal': { handling: 'view', subject: 'sample' },
  'sample.move': { handling: 'change', subject: 'sample' },
  'mail.list': { handling: 'view', subject: 'mail' },
  'mail.retry': { handling: 'change', subject: 'mail' },
  'audit.export': { handling: 'download', subject: 'audit' },
} as const satisfies Partial<Record<AuditAction, { handling: Handling; subject: DataSubjectType }>>

export type PersonalDataAction = keyof typeof personalDataActions

export const isPersonalDataAction = (action: string): action is PersonalDataAction => Object.hasOwn(personalDataActions, action)

/** What an action does to personal data; undefined for one that handles none (a sign-in, a content edit). */
export const handlingOf = (action: string): Handling | undefined =>
  isPersonalDataAction(action) ? personalDataActions[action].handling : undefined

/** The actions of one kind of handling: the log's filters and the review's flags. */
export const actionsHandling = (...kinds: Handling[]): PersonalDataAction[] =>
  (Object.keys(personalDataActions) as PersonalDataAction[]).filter((action) =>
    kinds.includes(personalDataActions[action].handling),
  )

/** What a call was: its checked path parameters, query and body, and what it answered. */
export interface AnsweredCall<Params, Query, Body, Data> {
  params: Params
  query: Query
  body: Body
  data: Data
}

/**
 * A read the backend's edge records once it has answered (implementStaff, app/backend/staff/implement-staff.ts): the
 * one subject it is about, or every subject its list showed. Its handler writes nothing itself.
 */
export type RecordedOnAnswer<Call> =
  | { action: PersonalDataAction; subject(call: Call): string | number }
  | { action: PersonalDataAction; shown(call: Call): readonly (string | number)[] }

/**
 * A call whose handler records it: a change, in the transaction of the change with its values before and after, and a
 * file, before its first byte.
 */
export interface RecordedByHandler {
  action: PersonalDataAction
}

/** What a staff call does to personal data, and how its access record is written. */
export type PersonalDataUse<Call = never> = RecordedOnAnswer<Call> | RecordedByHandler

export const recordedOnAnswer = <Call>(use: PersonalDataUse<Call>): use is RecordedOnAnswer<Call> =>
  'subject' in use || 'shown' in use

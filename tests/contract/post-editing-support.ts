import { and, asc, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import { beforeAll } from 'vitest'
import type { Endpoint, EndpointData, EndpointInput } from '~/api/contract/endpoint'
import type { postKinds } from '~/api/contract/kinds/post-kinds'
import type { StaffRole } from '~/api/contract/staff-roles'
import { auditLog } from '~/backend/db/staff-schema'
import { startStaffSession } from '~/backend/staff/staff-sessions'
import { type Answer, type CallOptions, send } from './auth-support'
import type { ContractHarness } from './harness'
import type { MemberHarness } from './member-support'
import { addTestStaff } from './staff-support'

/** A staff member of `role` with a live session, and the name the records show for them. */
export async function staffMember(harness: MemberHarness, role: StaffRole, label: string) {
  const staff = await addTestStaff(harness, role, label)
  const device = { clientIp: undefined, userAgent: undefined }
  const { accessToken } = await startStaffSession(harness.database.db, staff.id, harness.clock.now, device)
  return { ...staff, name: `${label} 직원`, as: { token: `Bearer ${accessToken}` } satisfies CallOptions }
}

type StaffMember = Awaited<ReturnType<typeof staffMember>>

/**
 * An editor, an admin and a support member (`${prefix}writer`, `${prefix}chief` and `${prefix}helpdesk`), signed in
 * one after the other before the file's tests; each object is filled in then.
 */
export function editingStaff(harness: MemberHarness, prefix = '') {
  const editor = {} as StaffMember
  const admin = {} as StaffMember
  const support = {} as StaffMember
  beforeAll(async () => {
    Object.assign(editor, await staffMember(harness, 'editor', `${prefix}writer`))
    Object.assign(admin, await staffMember(harness, 'admin', `${prefix}chief`))
    Object.assign(support, await staffMember(harness, 'support', `${prefix}helpdesk`))
  })
  return { editor, admin, support }
}

/** A call that must succeed: its data. */
export async function ok<E extends Endpoint>(
  harness: ContractHarness,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions,
): Promise<EndpointData<E>> {
  const answer = await send(harness, 'in-process', endpoint, input, options)
  if (answer.status !== 200 || answer.json.data === undefined) {
    throw new Error(`${endpoint.method} ${endpoint.path}: ${answer.status} ${JSON.stringify(answer.json)}`)
  }
  return answer.json.data
}

/** A call answered raw. */
export function call<E extends Endpoint>(
  harness: ContractHarness,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<Answer<EndpointData<E>>> {
  return send(harness, 'in-process', endpoint, input, options)
}

/** The audit log's entries about one item, oldest first. */
export function auditOf(harness: ContractHarness, targetType: string, targetId: number | string) {
  return harness.database.db
    .select({ action: auditLog.action, actorKind: auditLog.actorKind, detail: auditLog.detail, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(asc(auditLog.id))
}

const day = new Date().toISOString().slice(0, 10)

/** A news item's fields, Korean and English (no other language), with a plain-text body as automation sends it. */
type NewsInput = v.InferInput<(typeof postKinds)['news']['fields']>

export function newsFields(title: string, overrides: Partial<NewsInput> = {}): NewsInput {
  return {
    title: { 'ko-KR': `${title} (한국어)`, 'en-US': `${title} (English)` },
    summary: { 'ko-KR': '요약입니다.', 'en-US': 'A summary.' },
    body: { 'ko-KR': '첫 문단입니다.\n\n둘째 문단입니다.', 'en-US': 'First paragraph.\n\nSecond paragraph.' },
    publishedAt: day,
    ...overrides,
  }
}

/** An instant `ms` from now, as the API takes it. */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString()

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

import type { Hono } from 'hono'
import type * as v from 'valibot'
import type { AuditFields } from '~/api/contract/audit-detail-keys'
import type { Endpoint, MachineCall } from '~/api/contract/endpoint'
import { recordedOnAnswer } from '~/api/contract/personal-data'
import { recordRead } from '../audit/access-record'
import { ApiError } from '../http/api-error'
import { type HandlerInput, implement } from '../http/implement'
import type { StaffActor, StaffMemberActor } from './staff-actor'
import { requireRecentProof } from './staff-proof'

/** The caller a staff call's handler gets: a staff member, or also the machine credential where the call is marked so. */
export type StaffCaller<E extends Endpoint> = E extends MachineCall ? StaffActor : StaffMemberActor

/** What a staff call's handler gets: the caller typed as present, and a way to add to its access record. */
export type StaffHandlerInput<E extends Endpoint> = HandlerInput<E> & {
  actor: StaffCaller<E>
  /** Fields the access record of a read of personal data keeps besides its subjects (a reveal's reason). */
  keepInRecord: (fields: AuditFields) => void
}

/**
 * `implement` for a staff call: the endpoint's roles are checked first (implement), then a recent proof when the
 * contract marks the call `recentProof`, and the handler gets the caller typed as present (the contract's `roles` is
 * optional in the Endpoint type, so implement cannot narrow it itself). A read of personal data the contract declares
 * (`personalData` naming its subjects) is recorded here once the handler has answered, so that its handler cannot forget
 * it (docs/decisions/0109): no answer leaves without its record.
 */
export function implementStaff<E extends Endpoint>(
  app: Hono,
  endpoint: E,
  handler: (input: StaffHandlerInput<E>) => Promise<v.InferInput<E['data']>> | v.InferInput<E['data']>,
): void {
  if (!endpoint.roles) throw new Error(`${endpoint.method} ${endpoint.path} names no roles`)
  const use = endpoint.personalData
  implement(app, endpoint, async (input) => {
    const { actor } = input
    // implement let only a staff member of the call's roles through, or the machine credential where it may call.
    if (!actor || (actor.kind === 'machine' && !endpoint.machine)) throw new ApiError('UNAUTHORIZED')
    if (endpoint.recentProof) requireRecentProof(actor)
    let kept: AuditFields = {}
    const keepInRecord = (fields: AuditFields) => {
      kept = { ...kept, ...fields }
    }
    const data = await handler({ ...input, actor: actor as StaffCaller<E>, keepInRecord })
    if (use && recordedOnAnswer(use)) {
      if (!input.auditDb) throw new Error(`${endpoint.method} ${endpoint.path} has no audit log to record its read in`)
      const call = { params: input.params, query: input.query, body: input.body, data }
      await recordRead(input.auditDb, actor, input.clientIp, use, call as never, kept)
    }
    return data
  })
}

import type { Hono } from 'hono'
import type * as v from 'valibot'
import type { Endpoint, MachineCall } from '~/api/contract/endpoint'
import { ApiError } from '../http/api-error'
import { type HandlerInput, implement } from '../http/implement'
import type { StaffActor, StaffMemberActor } from './staff-actor'
import { requireRecentProof } from './staff-proof'

/** The caller a staff call's handler gets: a staff member, or also the machine credential where the call is marked so. */
export type StaffCaller<E extends Endpoint> = E extends MachineCall ? StaffActor : StaffMemberActor

/**
 * `implement` for a staff call: the endpoint's roles are checked first (implement), then a recent proof when the
 * contract marks the call `recentProof`, and the handler gets the caller typed as present (the contract's `roles` is optional in the Endpoint type, so implement cannot narrow it itself).
 */
export function implementStaff<E extends Endpoint>(
  app: Hono,
  endpoint: E,
  handler: (input: HandlerInput<E> & { actor: StaffCaller<E> }) => Promise<v.InferInput<E['data']>> | v.InferInput<E['data']>,
): void {
  if (!endpoint.roles) throw new Error(`${endpoint.method} ${endpoint.path} names no roles`)
  implement(app, endpoint, (input) => {
    const { actor } = input
    // implement let only a staff member of the call's roles through, or the machine credential where it may call.
    if (!actor || (actor.kind === 'machine' && !endpoint.machine)) throw new ApiError('UNAUTHORIZED')
    if (endpoint.recentProof) requireRecentProof(actor)
    return handler({ ...input, actor: actor as StaffCaller<E> })
  })
}

import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { mobileSchema, questionLimits, sampleStatuses } from './member-area-endpoints'
import { idParam, textParam } from './query-params'
import type { StaffRole } from './staff-roles'
import { withoutUntypedControls } from './typed-text'

/**
 * The staff's calls of the member area (Bearer ADMIN_TOKEN like the rest of /admin). The site does not call them yet;
 * they are part of the contract so that the tests, and later the staff console, name the same shapes as the backend.
 */

const timestamp = v.pipe(v.string(), v.isoTimestamp())
/** Who answers questions and moves sample requests. */
const supportRoles: readonly StaffRole[] = ['admin', 'support']
const byWhom = v.optional(v.pipe(textParam(100), v.nonEmpty()))

export const memberAreaAdminEndpoints = {
  /** The latest messages the outbox kept for a number, newest first; 404 when a real SMS provider is configured. */
  smsOutbox: defineEndpoint({
    method: 'GET',
    path: '/admin/sms',
    query: v.object({ to: mobileSchema }),
    data: v.object({ items: v.array(v.object({ to: v.string(), text: v.string(), sentAt: timestamp })) }),
    roles: ['admin'],
  }),
  /** Writes (or corrects) the answer to a member's question, which is then `answered`. */
  answerQuestion: defineEndpoint({
    method: 'POST',
    path: '/admin/questions/:id/answer',
    params: v.object({ id: idParam }),
    body: v.object({
      content: v.pipe(v.string(), withoutUntypedControls, v.trim(), v.minLength(1), v.maxLength(questionLimits.content)),
      by: byWhom,
    }),
    maxBodyBytes: 16 * 1024,
    data: v.object({ id: v.number(), status: v.literal('answered'), answeredAt: timestamp }),
    roles: supportRoles,
  }),
  /** Moves a sample request to another status (staff may correct a mistake, so any status may follow any other). */
  moveSampleRequest: defineEndpoint({
    method: 'POST',
    path: '/admin/samples/:id/status',
    params: v.object({ id: idParam }),
    body: v.object({ status: v.picklist(sampleStatuses) }),
    maxBodyBytes: 1024,
    data: v.object({ id: v.number(), status: v.picklist(sampleStatuses), statusChangedAt: timestamp }),
    roles: supportRoles,
  }),
}

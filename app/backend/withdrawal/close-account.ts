import type * as v from 'valibot'
import type { withdrawBody } from '~/api/contract/member-area-endpoints'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { assertCurrentPassword } from '../sign-in/current-password'
import type { MemberRow } from '../sign-in/member-records'
import { nowOf, type SignInOptions } from '../sign-in/sign-in-options'
import { withdrawMember } from './withdraw-member'

/**
 * DELETE /me: the contract requires the agreement and at least one reason. The password is checked when the member
 * has one; a member who signed up with a provider and never set one closes with the session alone (there is
 * nothing else to ask; the site shows the field by `hasPassword`).
 */
export async function closeAccount(
  db: Database,
  member: MemberRow,
  body: v.InferOutput<typeof withdrawBody>,
  options: SignInOptions,
): Promise<{ withdrawn: true }> {
  if (member.passwordHash) await assertCurrentPassword(db, member, body.password, options)
  const withdrawn = await withdrawMember(db, member.id, nowOf(options), { reasons: body.reasons, comment: body.comment })
  // Another request closed the account meanwhile: its session is gone too.
  if (!withdrawn) throw new ApiError('UNAUTHORIZED')
  return { withdrawn: true }
}

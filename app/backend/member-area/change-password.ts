import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { changePasswordBody } from '~/api/contract/member-area-endpoints'
import type { Database } from '../db/database.server'
import { members } from '../db/member-schema'
import { type AuthOptions, nowOf } from '../members/auth-options'
import { revokeOtherSessions, type SignedIn } from '../members/member-sessions'
import { assertNewPasswordAcceptable } from '../members/new-password-policy'
import { hashPassword } from '../members/password-hash'
import { assertCurrentPassword } from './current-password'

/**
 * PUT /me/password: the current password (checked, WRONG_PASSWORD otherwise) for a new one that is not common
 * (PASSWORD_TOO_COMMON, checked first, as a field error, like PASSWORD_CONTAINS_EMAIL). The member's other
 * sessions end; this one goes on. A member without a password (social sign-up) cannot set one here: nothing
 * proves the request is theirs beyond the token.
 */
export async function changePassword(
  db: Database,
  { member, tokenHash }: SignedIn,
  body: v.InferOutput<typeof changePasswordBody>,
  options: AuthOptions,
): Promise<{ changed: true }> {
  await assertNewPasswordAcceptable(body.newPassword, member.email, 'newPassword')
  await assertCurrentPassword(db, member, body.currentPassword, options)
  const passwordHash = await hashPassword(body.newPassword)
  await db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id))
    await revokeOtherSessions(tx, member.id, tokenHash, nowOf(options))
  })
  return { changed: true }
}

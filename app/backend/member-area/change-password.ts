import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { changePasswordBody } from '~/api/contract/member-area-endpoints'
import type { Session } from '~/api/contract/sign-in-endpoints'
import type { Database } from '../db/database.server'
import { members } from '../db/member-schema'
import { assertCurrentPassword } from '../sign-in/current-password'
import { revokeAllSessions, type SignedIn, startSession } from '../sign-in/member-sessions'
import { assertNewPasswordAcceptable } from '../sign-in/new-password-policy'
import { hashPassword } from '../sign-in/password-hash'
import { type ChangeContext, noteMemberSecurityChange } from '../sign-in/security-history/member-security-change'
import type { SignInOptions } from '../sign-in/sign-in-options'

/**
 * PUT /me/password: the current password (checked, WRONG_PASSWORD otherwise) for a new one that is not common
 * (PASSWORD_TOO_COMMON, checked first, as a field error, like PASSWORD_CONTAINS_EMAIL). Every session of the member
 * ends, this one too, and this device gets a new one (ASVS 7.2.4: a new token after a change of credentials), freshly
 * authenticated by the password just typed, that the site puts in its cookie: the member stays signed in. The change is
 * on the member's security page and in a notice mail (decision 95). A member without a password (social sign-up)
 * cannot set one here: nothing proves the request is theirs beyond the token.
 */
export async function changePassword(
  db: Database,
  { member, session }: SignedIn,
  body: v.InferOutput<typeof changePasswordBody>,
  options: SignInOptions,
  context: ChangeContext,
): Promise<{ changed: true; session: Session }> {
  await assertNewPasswordAcceptable(body.newPassword, member, 'newPassword', options.passwordContextWords)
  await assertCurrentPassword(db, member, body.currentPassword, options)
  const passwordHash = await hashPassword(body.newPassword)
  const now = context.at
  const renewed = await db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id))
    await revokeAllSessions(tx, member.id, now)
    await noteMemberSecurityChange(tx, member, { kind: 'password-changed' }, context)
    return startSession(tx, member.id, now, { ...options, device: { userAgent: session.userAgent, clientIp: session.clientIp } })
  })
  return { changed: true, session: renewed }
}

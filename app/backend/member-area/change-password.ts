import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { changePasswordBody, setPasswordBody } from '~/api/contract/member-area-endpoints'
import type { Session } from '~/api/contract/sign-in-endpoints'
import type { Database } from '../db/database.server'
import { members } from '../db/member-schema'
import { ApiError } from '../http/api-error'
import { assertCurrentPassword } from '../sign-in/current-password'
import { revokeAllSessions, type SignedIn, startSession } from '../sign-in/member-sessions'
import { assertNewPasswordAcceptable } from '../sign-in/new-password-policy'
import { hashPassword } from '../sign-in/password-hash'
import { assertRecentlyAuthenticated } from '../sign-in/reauthentication'
import { type ChangeContext, noteMemberSecurityChange } from '../sign-in/security-history/member-security-change'
import type { SignInOptions } from '../sign-in/sign-in-options'

/**
 * PUT /me/password: the current password (checked, WRONG_PASSWORD otherwise) for a new one that is not common
 * (PASSWORD_TOO_COMMON, checked first, as a field error, like PASSWORD_CONTAINS_EMAIL). Every session of the member
 * ends, this one too, and this device gets a new one (ASVS 7.2.4: a new token after a change of credentials), freshly
 * authenticated by the password just typed, that the site puts in its cookie: the member stays signed in. The change is
 * on the member's security page and in a notice mail (decision 95). A member without a password (social sign-up) sets
 * a first one below.
 */
export async function changePassword(
  db: Database,
  signedIn: SignedIn,
  body: v.InferOutput<typeof changePasswordBody>,
  options: SignInOptions,
  context: ChangeContext,
): Promise<{ changed: true; session: Session }> {
  await assertNewPasswordAcceptable(body.newPassword, signedIn.member, 'newPassword', options.passwordContextWords)
  await assertCurrentPassword(db, signedIn.member, body.currentPassword, options)
  return storePassword(db, signedIn, body.newPassword, 'password-changed', options, context)
}

/**
 * POST /me/password: a first password for a member who signed up through a provider, once they proved it is them
 * again (a recent authentication, their provider's sign-in); one who has a password changes it above
 * (PASSWORD_ALREADY_SET). Then as a change: every session ends, this device gets a new one, noted and mailed.
 */
export async function setPassword(
  db: Database,
  signedIn: SignedIn,
  body: v.InferOutput<typeof setPasswordBody>,
  options: SignInOptions,
  context: ChangeContext,
): Promise<{ changed: true; session: Session }> {
  assertRecentlyAuthenticated(signedIn, options)
  await assertNewPasswordAcceptable(body.newPassword, signedIn.member, 'newPassword', options.passwordContextWords)
  return storePassword(db, signedIn, body.newPassword, 'password-set', options, context)
}

/** The new password's hash in, every session out, the change noted, and a new session for this device. */
async function storePassword(
  db: Database,
  { member, session }: SignedIn,
  newPassword: string,
  kind: 'password-changed' | 'password-set',
  options: SignInOptions,
  context: ChangeContext,
): Promise<{ changed: true; session: Session }> {
  const passwordHash = await hashPassword(newPassword)
  const now = context.at
  const renewed = await db.transaction(async (tx) => {
    // Locked, so that two first passwords at once cannot both be set.
    const [locked] = await tx
      .select({ passwordHash: members.passwordHash })
      .from(members)
      .where(eq(members.id, member.id))
      .for('update')
    if (kind === 'password-set' && locked?.passwordHash !== null) throw new ApiError('PASSWORD_ALREADY_SET')
    await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id))
    await revokeAllSessions(tx, member.id, now)
    await noteMemberSecurityChange(tx, member, { kind }, context)
    return startSession(tx, member.id, now, { ...options, device: { userAgent: session.userAgent, clientIp: session.clientIp } })
  })
  return { changed: true, session: renewed }
}

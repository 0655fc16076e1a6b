import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import { memberSessions } from '../db/member-schema'
import { ApiError } from '../http/api-error'
import { liveSessionAt, revokeOtherSessions, type SignedIn } from '../sign-in/member-sessions'
import { sessionViews } from '../sign-in/session-view'
import { nowOf, type SignInOptions } from '../sign-in/sign-in-options'

type ListOptions = Pick<SignInOptions, 'sessionIdleMinutes' | 'clock'>

/** GET /me/sessions: the member's live sessions (not ended, not expired, not idle), this one first. */
export async function listSessions(db: Database, { member, tokenHash }: SignedIn, options: ListOptions) {
  const rows = await db
    .select({
      tokenHash: memberSessions.tokenHash,
      publicId: memberSessions.publicId,
      userAgent: memberSessions.userAgent,
      clientIp: memberSessions.clientIp,
      createdAt: memberSessions.createdAt,
      lastUsedAt: memberSessions.lastUsedAt,
    })
    .from(memberSessions)
    .where(and(eq(memberSessions.memberId, member.id), liveSessionAt(nowOf(options), options.sessionIdleMinutes)))
    .orderBy(desc(memberSessions.lastUsedAt), desc(memberSessions.createdAt))
  return { items: sessionViews(rows, tokenHash) }
}

/** DELETE /me/sessions/{id}: ends one of the member's own live sessions; any other id answers 404. */
export async function endSession(db: Database, { member }: SignedIn, publicId: string, options: ListOptions) {
  const now = nowOf(options)
  const ended = await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberSessions.publicId, publicId),
        eq(memberSessions.memberId, member.id),
        liveSessionAt(now, options.sessionIdleMinutes),
      ),
    )
    .returning({ publicId: memberSessions.publicId })
  if (ended.length === 0) throw new ApiError('NOT_FOUND')
  return { ended: true as const }
}

/** POST /me/sessions/end-others: signs the member out everywhere but here. */
export async function endOtherSessions(db: Database, { member, tokenHash }: SignedIn, options: ListOptions) {
  return { ended: await revokeOtherSessions(db, member.id, tokenHash, nowOf(options)) }
}

import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Session } from '~/api/contract/auth-endpoints'
import type { Database } from '../db/database.server'
import { memberSessions, members } from '../db/member-schema'
import { ApiError } from '../http/api-error'
import type { MemberRow } from './member-records'
import { newOpaqueToken, sha256Hex } from './opaque-token'

const HOUR_MS = 3_600_000
const MAX_TOKEN_LENGTH = 256

/** Signs the member in: a new token, of which only the hash is stored. */
export async function startSession(
  db: Pick<Database, 'insert'>,
  memberId: string,
  now: Date,
  ttlHours: number,
): Promise<Session> {
  const token = newOpaqueToken()
  const expiresAt = new Date(now.getTime() + ttlHours * HOUR_MS)
  await db.insert(memberSessions).values({ tokenHash: sha256Hex(token), memberId, createdAt: now, expiresAt })
  return { accessToken: token, expiresAt: expiresAt.toISOString() }
}

/** The token of `authorization`: sent bare (SPEC.md §7); a `Bearer ` prefix is tolerated. */
export function requestToken(request: Request): string | undefined {
  const token = request.headers
    .get('authorization')
    ?.trim()
    .replace(/^Bearer\s+/i, '')
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined
}

export interface SignedIn {
  member: MemberRow
  tokenHash: string
}

/**
 * The active member of the request's token; UNAUTHORIZED when the token is missing, unknown, expired or
 * revoked, or its member has withdrawn.
 */
export async function requireSession(db: Pick<Database, 'select'>, request: Request, now: Date): Promise<SignedIn> {
  const token = requestToken(request)
  if (!token) throw new ApiError('UNAUTHORIZED')
  const hash = sha256Hex(token)
  const [row] = await db
    .select({ member: members })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.tokenHash, hash),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, now),
        eq(members.status, 'active'),
      ),
    )
  if (!row) throw new ApiError('UNAUTHORIZED')
  return { member: row.member, tokenHash: hash }
}

export async function revokeSession(db: Pick<Database, 'update'>, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.tokenHash, tokenHash), isNull(memberSessions.revokedAt)))
}

/** Ends every session of the member but the one given (after a password change, the other devices sign in again). */
export async function revokeOtherSessions(
  db: Pick<Database, 'update'>,
  memberId: string,
  keptTokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(
      and(eq(memberSessions.memberId, memberId), ne(memberSessions.tokenHash, keptTokenHash), isNull(memberSessions.revokedAt)),
    )
}

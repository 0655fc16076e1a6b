import { and, eq, gt, isNull, lte, ne, type Placeholder, sql } from 'drizzle-orm'
import type { Session } from '~/api/contract/sign-in-endpoints'
import type { Database } from '../db/database.server'
import { memberSessions, members } from '../db/member-schema'
import { preparedRead, type Reader } from '../db/prepared-read'
import { ApiError } from '../http/api-error'
import type { MemberRow } from './member-records'
import { newOpaqueToken, sha256Hex } from './opaque-token'
import { nowOf, type SignInOptions } from './sign-in-options'

const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000
const MAX_TOKEN_LENGTH = 256
/** A session's last use is written at most this often, so that most reads stay a single SELECT. */
export const LAST_USE_RESOLUTION_MS = MINUTE_MS

type StartOptions = Pick<SignInOptions, 'sessionTtlHours' | 'device'>

/**
 * Signs the member in: a new token, of which only the hash is stored, authenticated now and valid for the absolute
 * lifetime (SESSION_TTL_HOURS) from now. The sign-in's browser and address are recorded for the member's list.
 */
export async function startSession(
  db: Pick<Database, 'insert'>,
  memberId: string,
  now: Date,
  options: StartOptions,
): Promise<Session> {
  const token = newOpaqueToken()
  const expiresAt = new Date(now.getTime() + options.sessionTtlHours * HOUR_MS)
  await db.insert(memberSessions).values({
    tokenHash: sha256Hex(token),
    memberId,
    createdAt: now,
    expiresAt,
    authenticatedAt: now,
    lastUsedAt: now,
    userAgent: options.device?.userAgent ?? null,
    clientIp: options.device?.clientIp ?? null,
  })
  return { accessToken: token, expiresAt: expiresAt.toISOString() }
}

/** The token of `authorization`: sent bare, with no prefix; a `Bearer ` prefix is tolerated. */
export function requestToken(request: Request): string | undefined {
  const token = request.headers
    .get('authorization')
    ?.trim()
    .replace(/^Bearer\s+/i, '')
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined
}

/** The session a request was made in, as the member's own calls need it. */
export interface SessionRow {
  publicId: string
  authenticatedAt: Date
  userAgent: string | null
  clientIp: string | null
}

export interface SignedIn {
  member: MemberRow
  tokenHash: string
  session: SessionRow
}

type CheckOptions = Pick<SignInOptions, 'sessionIdleMinutes' | 'clock'>

/**
 * The conditions of a live session at `now`: not revoked, within its absolute lifetime, used since `idleSince` (the
 * idle timeout before now). Dates, or a prepared read's placeholders for them.
 */
function liveSessionBetween(now: Date | Placeholder, idleSince: Date | Placeholder) {
  return and(isNull(memberSessions.revokedAt), gt(memberSessions.expiresAt, now), gt(memberSessions.lastUsedAt, idleSince))
}

/** The moment the idle timeout reaches back to from `now`: a session last used before it has ended. */
const idleSince = (now: Date, idleMinutes: number) => new Date(now.getTime() - idleMinutes * MINUTE_MS)

/** liveSessionBetween `now` and the idle timeout before it. */
export function liveSessionAt(now: Date, idleMinutes: number) {
  return liveSessionBetween(now, idleSince(now, idleMinutes))
}

/** A live session of an active member, by its token's hash: what every signed-in call reads first. */
const sessionRead = preparedRead('member_session', (db, name) =>
  db
    .select({
      member: members,
      publicId: memberSessions.publicId,
      authenticatedAt: memberSessions.authenticatedAt,
      lastUsedAt: memberSessions.lastUsedAt,
      userAgent: memberSessions.userAgent,
      clientIp: memberSessions.clientIp,
    })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.tokenHash, sql.placeholder('tokenHash')),
        liveSessionBetween(sql.placeholder('now'), sql.placeholder('idleSince')),
        eq(members.status, 'active'),
      ),
    )
    .prepare(name),
)

/**
 * The active member of the request's token; UNAUTHORIZED when the token is missing, unknown, revoked, past its
 * absolute lifetime or unused for longer than the idle timeout, or its member has withdrawn. A use is recorded when
 * the last recorded one is a minute old or more.
 */
export async function requireSession(
  db: Reader & Pick<Database, 'update'>,
  request: Request,
  options: CheckOptions,
): Promise<SignedIn> {
  const token = requestToken(request)
  if (!token) throw new ApiError('UNAUTHORIZED')
  const now = nowOf(options)
  const hash = sha256Hex(token)
  const [row] = await sessionRead(db).execute({
    tokenHash: hash,
    now,
    idleSince: idleSince(now, options.sessionIdleMinutes),
  })
  if (!row) throw new ApiError('UNAUTHORIZED')
  if (now.getTime() - row.lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS) await recordUse(db, hash, now)
  const { member, lastUsedAt: _lastUsedAt, ...session } = row
  return { member, tokenHash: hash, session }
}

/** Moves the last use forward; of requests arriving together, the first one writes and the others find nothing to do. */
async function recordUse(db: Pick<Database, 'update'>, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(memberSessions)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(memberSessions.tokenHash, tokenHash),
        lte(memberSessions.lastUsedAt, new Date(now.getTime() - LAST_USE_RESOLUTION_MS)),
      ),
    )
}

export async function revokeSession(db: Pick<Database, 'update'>, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.tokenHash, tokenHash), isNull(memberSessions.revokedAt)))
}

/** Ends every session of the member but the one given; answers how many ended. */
export async function revokeOtherSessions(
  db: Pick<Database, 'update'>,
  memberId: string,
  keptTokenHash: string,
  now: Date,
): Promise<number> {
  const ended = await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(
      and(eq(memberSessions.memberId, memberId), ne(memberSessions.tokenHash, keptTokenHash), isNull(memberSessions.revokedAt)),
    )
    .returning({ publicId: memberSessions.publicId })
  return ended.length
}

/** Ends every session of the member (a password change, before it starts the one that goes on). */
export async function revokeAllSessions(db: Pick<Database, 'update'>, memberId: string, now: Date): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)))
}

import { and, eq, gt, isNull, lte } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { StaffRole } from '~/api/contract/staff-roles'
import { type ClientBindings, clientIpOf } from '~/server/http/client-address'
import { bearerToken, tokenMatches } from '~/server/http/token-matches'
import type { Database } from '../db/database.server'
import { staffAccounts, staffSessions } from '../db/staff-schema'
import { sha256Hex } from '../sign-in/opaque-token'

const MINUTE_MS = 60_000
/** A staff session ends after this long unused (issue 23). */
export const STAFF_IDLE_MINUTES = 30
/** ...and this long after its sign-in, whatever its use. */
export const STAFF_SESSION_HOURS = 12
/** Its last use is written at most this often. */
const LAST_USE_RESOLUTION_MS = MINUTE_MS
const MAX_TOKEN_LENGTH = 256

/** Who makes an admin call: the machine credential (ADMIN_TOKEN, every right) or a signed-in staff member. */
export type StaffActor =
  | { kind: 'machine' }
  | { kind: 'staff'; id: string; email: string; name: string; role: StaffRole; sessionTokenHash: string }

declare module 'hono' {
  interface ContextVariableMap {
    /** The caller of an admin call, when its token is the machine credential or a live staff session's. */
    staffActor: StaffActor | undefined
    /** The caller's address (the in-process binding, or X-Forwarded-For behind TRUST_PROXY), for the audit log. */
    clientIp: string | undefined
  }
}

export interface StaffActorOptions {
  /** ADMIN_TOKEN; unset: there is no machine credential, and only staff sessions open the admin API. */
  machineToken: string | undefined
  trustProxy: boolean
  clock: () => Date
}

/** The conditions of a live staff session at `now`: not revoked, within 12 hours of sign-in, used in the last 30 minutes. */
export function liveStaffSessionAt(now: Date) {
  return and(
    isNull(staffSessions.revokedAt),
    gt(staffSessions.expiresAt, now),
    gt(staffSessions.lastUsedAt, new Date(now.getTime() - STAFF_IDLE_MINUTES * MINUTE_MS)),
  )
}

/** The active staff member of a live session's token, recording its use (at most once a minute). */
async function staffOfToken(db: Database, token: string, now: Date): Promise<StaffActor | undefined> {
  if (token.length > MAX_TOKEN_LENGTH) return undefined
  const tokenHash = sha256Hex(token)
  const [row] = await db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
      lastUsedAt: staffSessions.lastUsedAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), liveStaffSessionAt(now), eq(staffAccounts.status, 'active')))
  if (!row) return undefined
  if (now.getTime() - row.lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS) {
    await db
      .update(staffSessions)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(staffSessions.tokenHash, tokenHash),
          lte(staffSessions.lastUsedAt, new Date(now.getTime() - LAST_USE_RESOLUTION_MS)),
        ),
      )
  }
  const { lastUsedAt: _lastUsedAt, ...staff } = row
  return { kind: 'staff', ...staff, sessionTokenHash: tokenHash }
}

/**
 * Resolves who makes an admin call (`authorization: Bearer <token>`) and from where, for the handlers to check; it
 * refuses nothing itself: each endpoint names its roles (implement), and sign-in needs no token.
 */
export function staffActorMiddleware(db: Database, options: StaffActorOptions): MiddlewareHandler {
  return async (context, next) => {
    context.set('clientIp', clientIpOf(context.req.raw, context.env as ClientBindings | undefined, options.trustProxy))
    const token = bearerToken(context.req.header('authorization'))
    let actor: StaffActor | undefined
    if (token && options.machineToken && tokenMatches(token, options.machineToken)) actor = { kind: 'machine' }
    else if (token) actor = await staffOfToken(db, token, options.clock())
    context.set('staffActor', actor)
    await next()
  }
}

/** The actor's role is among `roles` (the machine credential has every role). */
export function actorMay(actor: StaffActor, roles: readonly StaffRole[]): boolean {
  return actor.kind === 'machine' || roles.includes(actor.role)
}

import { and, eq, gt, isNull, lte } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { StaffRole } from '~/api/contract/staff-roles'
import { type ClientBindings, clientIpOf, type MachineReach, machineCredentialMayComeFrom } from '~/server/http/client-address'
import { bearerToken, tokenMatches } from '~/server/http/token-matches'
import { log } from '~/server/logging/log.server'
import type { Database } from '../db/database.server'
import { staffAccounts, staffSessions } from '../db/staff-schema'
import { sha256Hex } from '../sign-in/opaque-token'

const MINUTE_MS = 60_000
/** A staff session ends after this long unused (issue 23). */
export const STAFF_IDLE_MINUTES = 30
/** ...and this long after its sign-in, whatever its use. */
export const STAFF_SESSION_HOURS = 12
/**
 * By default, a sensitive action wants the staff member's password and a code given at most this long ago (ASVS 6/7
 * re-authentication); STAFF_REAUTH_MINUTES sets another.
 */
export const STAFF_PROOF_MINUTES = 5
/** Its last use is written at most this often. */
const LAST_USE_RESOLUTION_MS = MINUTE_MS
const MAX_TOKEN_LENGTH = 256

/** A signed-in staff member making a call, with the session it comes through. */
export interface StaffMemberActor {
  kind: 'staff'
  id: string
  email: string
  name: string
  role: StaffRole
  sessionTokenHash: string
  /** The session's public id, as its owner's list of sessions names it. */
  sessionId: string
  /** The browser the session signed in from (its User-Agent), as its security notices name it; null when unknown. */
  sessionUserAgent: string | null
  /** The password and a code were given in this session within the proof's window (STAFF_REAUTH_MINUTES). */
  recentlyProved: boolean
}

/**
 * The machine credential (ADMIN_TOKEN) making a call: the operator's command lines, which name the server's user running
 * them (`x-operator`), so that an access record says whose hands the credential was in.
 */
export interface MachineActor {
  kind: 'machine'
  operator?: string
}

/** Who makes an admin call: the machine credential (ADMIN_TOKEN) or a signed-in staff member. */
export type StaffActor = MachineActor | StaffMemberActor

/** The header in which the command lines name the server's user who runs them. */
export const OPERATOR_HEADER = 'x-operator'
/** A login name: letters, digits, `.`, `_`, `-` and `@`, at most 64; anything else is not kept. */
const OPERATOR_NAME = /^[\p{L}\p{N}._@-]{1,64}$/u

/** The operator a command line names, if the header holds a login name. */
function operatorOf(header: string | undefined): string | undefined {
  const name = header?.trim()
  return name && OPERATOR_NAME.test(name) ? name : undefined
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The caller of an admin call, when its token is the machine credential or a live staff session's. */
    staffActor: StaffActor | undefined
    /** The caller's address (the in-process binding, or X-Forwarded-For behind TRUST_PROXY), for the audit log. */
    clientIp: string | undefined
    /** Where the access records of the admin calls' reads go (implementStaff). */
    auditDb: Database | undefined
  }
}

export interface StaffActorOptions {
  /** ADMIN_TOKEN; unset: there is no machine credential, and only staff sessions open the admin API. */
  machineToken: string | undefined
  /** Loopback unless configured otherwise: the operator's tools run on the server itself (issue 37 §4). */
  machineReach: MachineReach
  trustProxy: boolean
  /** How old a session's last password and code may be for a sensitive action. */
  proofMinutes: number
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
async function staffOfToken(db: Database, token: string, now: Date, proofMinutes: number): Promise<StaffActor | undefined> {
  if (token.length > MAX_TOKEN_LENGTH) return undefined
  const tokenHash = sha256Hex(token)
  const [row] = await db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
      lastUsedAt: staffSessions.lastUsedAt,
      sessionId: staffSessions.id,
      sessionUserAgent: staffSessions.userAgent,
      provedAt: staffSessions.provedAt,
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
  const { lastUsedAt: _lastUsedAt, provedAt, ...staff } = row
  const recentlyProved = now.getTime() - provedAt.getTime() <= proofMinutes * MINUTE_MS
  return { kind: 'staff', ...staff, sessionTokenHash: tokenHash, recentlyProved }
}

/**
 * Resolves who makes an admin call (`authorization: Bearer <token>`) and from where, for the handlers to check; it
 * refuses nothing itself: each endpoint names its roles (implement), and sign-in needs no token. A call the site makes
 * for a visitor (`forVisitor`: the console, with the token of its cookie) carries a staff session or nothing: the
 * machine credential there is refused, and logged.
 */
export function staffActorMiddleware(db: Database, options: StaffActorOptions): MiddlewareHandler {
  return async (context, next) => {
    const bindings = context.env as ClientBindings | undefined
    context.set('clientIp', clientIpOf(context.req.raw, bindings, options.trustProxy))
    context.set('auditDb', db)
    const token = bearerToken(context.req.header('authorization'))
    let actor: StaffActor | undefined
    if (token && options.machineToken && tokenMatches(token, options.machineToken)) {
      actor = bindings?.forVisitor
        ? machineCredentialOfVisitor(context.get('clientIp'))
        : machineFrom(context.get('clientIp'), options.machineReach, operatorOf(context.req.header(OPERATOR_HEADER)))
    } else if (token) actor = await staffOfToken(db, token, options.clock(), options.proofMinutes)
    context.set('staffActor', actor)
    await next()
  }
}

/**
 * The machine credential, when it comes from where it may (machineCredentialMayComeFrom). From elsewhere it opens
 * nothing (401), logged.
 */
function machineFrom(clientIp: string | undefined, reach: MachineReach, operator: string | undefined): StaffActor | undefined {
  if (machineCredentialMayComeFrom(clientIp, reach)) return { kind: 'machine', ...(operator ? { operator } : {}) }
  log.warn('admin', 'the machine credential (ADMIN_TOKEN) came from another machine and was refused', { clientIp })
  return undefined
}

/**
 * The machine credential in a call the site makes for a visitor: a visitor's cookie held it. It opens nothing (401, as
 * any token of no session), and the operator is told, since it has left the server.
 */
function machineCredentialOfVisitor(clientIp: string | undefined): undefined {
  log.warn('admin', "the machine credential (ADMIN_TOKEN) came in a visitor's cookie and was refused: replace it", { clientIp })
  return undefined
}

/** Who may make a staff call: the contract's roles, and whether the machine credential may too (Endpoint.machine). */
export interface StaffAccess {
  roles: readonly StaffRole[]
  machine?: true
}

/** The actor may make a call of `access`: a staff member by role, the machine credential where the call names it. */
export function actorMay(actor: StaffActor, access: StaffAccess): boolean {
  return actor.kind === 'machine' ? access.machine === true : access.roles.includes(actor.role)
}

import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import { staffSessions } from '../db/staff-schema'
import { newOpaqueToken, sha256Hex } from '../sign-in/opaque-token'
import { liveStaffSessionAt, STAFF_SESSION_HOURS } from './staff-actor'

const HOUR_MS = 60 * 60_000
const MAX_USER_AGENT = 512

/** Where a sign-in comes from, kept with its session. */
export interface StaffDevice {
  clientIp: string | undefined
  userAgent: string | undefined
}

export function deviceOf(request: Request, clientIp: string | undefined): StaffDevice {
  return { clientIp, userAgent: request.headers.get('user-agent')?.slice(0, MAX_USER_AGENT) ?? undefined }
}

/**
 * A new session: a 256-bit token of which only the SHA-256 is kept, ending 12 hours after now at the latest; proved
 * now (it starts from the password and a code: a sign-in, an invitation taken up, a re-authentication).
 */
export async function startStaffSession(db: Pick<Database, 'insert'>, staffId: string, now: Date, device: StaffDevice) {
  const accessToken = newOpaqueToken()
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * HOUR_MS)
  await db.insert(staffSessions).values({
    tokenHash: sha256Hex(accessToken),
    staffId,
    createdAt: now,
    expiresAt,
    lastUsedAt: now,
    provedAt: now,
    userAgent: device.userAgent ?? null,
    clientIp: device.clientIp ?? null,
  })
  return { accessToken, expiresAt: expiresAt.toISOString() }
}

/** Ends one session (sign-out). */
export async function endStaffSession(db: Pick<Database, 'update'>, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)))
}

/** Ends every session of a staff member (disabled, second factor reset, an admin's order); answers how many ended. */
export async function endAllStaffSessions(db: Pick<Database, 'update'>, staffId: string, now: Date): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), liveStaffSessionAt(now)))
    .returning({ id: staffSessions.id })
  return ended.length
}

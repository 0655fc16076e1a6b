import { isNotNull, lt, lte, or } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import { phoneCodes } from '../db/member-area-schema'
import { memberSessions, oauthUsedStates, socialSignupTickets, withdrawnIdentities } from '../db/member-schema'

const DAY_MS = 24 * 60 * 60_000
/** An expired session is kept a week, so a late `me` still finds it (and answers 401 the usual way). */
const SESSION_KEPT_AFTER_EXPIRY_MS = 7 * DAY_MS
/** Past a day, no provider would still take the code that came with a state. */
const STATE_KEPT_MS = DAY_MS
/** A verification code outlives its 3 minutes by a day: well past the 10-minute send window it counts towards. */
const PHONE_CODE_KEPT_MS = DAY_MS

export interface MemberPurgeReport {
  barsLifted: number
  sessionsDeleted: number
  ticketsDeleted: number
  statesDeleted: number
  phoneCodesDeleted: number
}

/** Deletes what has served its time: bars that ended, old sessions, used or expired tickets, day-old states and codes. */
export async function purgeMemberData(db: Pick<Database, 'delete'>, now: Date): Promise<MemberPurgeReport> {
  const bars = await db
    .delete(withdrawnIdentities)
    .where(lte(withdrawnIdentities.barredUntil, now))
    .returning({ hash: withdrawnIdentities.identityHash })
  const sessions = await db
    .delete(memberSessions)
    .where(lt(memberSessions.expiresAt, new Date(now.getTime() - SESSION_KEPT_AFTER_EXPIRY_MS)))
    .returning({ hash: memberSessions.tokenHash })
  const tickets = await db
    .delete(socialSignupTickets)
    .where(or(isNotNull(socialSignupTickets.usedAt), lte(socialSignupTickets.expiresAt, now)))
    .returning({ hash: socialSignupTickets.ticketHash })
  const states = await db
    .delete(oauthUsedStates)
    .where(lt(oauthUsedStates.usedAt, new Date(now.getTime() - STATE_KEPT_MS)))
    .returning({ hash: oauthUsedStates.stateHash })
  const codes = await db
    .delete(phoneCodes)
    .where(lt(phoneCodes.expiresAt, new Date(now.getTime() - PHONE_CODE_KEPT_MS)))
    .returning({ id: phoneCodes.id })
  return {
    barsLifted: bars.length,
    sessionsDeleted: sessions.length,
    ticketsDeleted: tickets.length,
    statesDeleted: states.length,
    phoneCodesDeleted: codes.length,
  }
}

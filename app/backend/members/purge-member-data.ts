import { isNotNull, lt, lte, or } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import { memberSessions, oauthUsedStates, socialSignupTickets, withdrawnIdentities } from '../db/member-schema'

const DAY_MS = 24 * 60 * 60_000
/** An expired session is kept a week, so a late `me` still finds it (and answers 401 the usual way). */
const SESSION_KEPT_AFTER_EXPIRY_MS = 7 * DAY_MS
/** Past a day, no provider would still take the code that came with a state. */
const STATE_KEPT_MS = DAY_MS

export interface MemberPurgeReport {
  barsLifted: number
  sessionsDeleted: number
  ticketsDeleted: number
  statesDeleted: number
}

/** Deletes what has served its time: bars that ended, old sessions, used or expired tickets, day-old states. */
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
  return {
    barsLifted: bars.length,
    sessionsDeleted: sessions.length,
    ticketsDeleted: tickets.length,
    statesDeleted: states.length,
  }
}

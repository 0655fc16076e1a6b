import type { Database } from '../db/database.server'
import { assertWithinRateLimit } from '../security/rate-limit'

/**
 * What one member may send to the staff's queues (ASVS 5.0 2.4.1): more than any member needs, far less than a script
 * filling the queue with junk. Counted in PostgreSQL, so they hold across processes; the next one answers 429.
 */
export const memberWriteLimits = {
  question: { bucket: 'member-question', limit: 10, windowSeconds: 3600 },
  sampleRequest: { bucket: 'member-sample-request', limit: 5, windowSeconds: 24 * 3600 },
} as const

export function assertMemberMayWrite(
  db: Database,
  kind: keyof typeof memberWriteLimits,
  memberId: string,
  at: Date | undefined,
): Promise<void> {
  return assertWithinRateLimit(db, { ...memberWriteLimits[kind], key: memberId }, at)
}

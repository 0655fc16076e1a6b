import { sql } from 'drizzle-orm'
import { getBackend } from '../backend.server'

/** Longer than a quick query on a busy database, shorter than a balancer's check timeout (deploy/haproxy: 2 s). */
const ANSWER_WITHIN_MS = 1500

let stopping = false

/** From the server's close on, the backend reports itself unhealthy, and a check never starts it again. */
export function markBackendStopping(): void {
  stopping = true
}

/**
 * Whether this process's backend is started and its database answers a query within `withinMs`: false while it
 * starts (opening, migrating, seeding), when the database is down, and once the server is closing.
 */
export async function backendAnswers(withinMs = ANSWER_WITHIN_MS): Promise<boolean> {
  if (stopping) return false
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), withinMs)
  })
  const answered = getBackend().then(
    async ({ database }) => {
      await database.db.execute(sql`SELECT 1`)
      return true
    },
    () => false,
  )
  try {
    return await Promise.race([answered.catch(() => false), late])
  } finally {
    clearTimeout(timer)
  }
}

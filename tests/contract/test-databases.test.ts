import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Database } from '~/backend/db/database.server'
import { openTestDatabase } from './harness'

/** The rows of a statement, on either driver (both answer `{ rows }`). */
async function rows(db: Database, query: ReturnType<typeof sql>): Promise<unknown[]> {
  return ((await db.execute(query)) as { rows: unknown[] }).rows
}

/**
 * The harness opens each file's database on a PGlite thread a closed one left (harness.ts, openOnWarmThread): the next
 * database is a fresh copy of the seeded one, whatever the last left behind (tables, prepared statements, listeners).
 * On PostgreSQL each is a database of its own, and the same holds.
 */
describe('a test file’s database', () => {
  it('starts as the seeded copy after another was used and closed on the same thread', async () => {
    const first = await openTestDatabase()
    await first.db.execute(sql`CREATE TABLE left_behind (id integer)`)
    const postCount = sql`SELECT count(*)::int AS count FROM posts`
    const [seeded] = (await rows(first.db, postCount)) as Array<{ count: number } | undefined>
    await first.db.execute(sql`DELETE FROM posts`)
    const heardByFirst: string[] = []
    await first.listen('reused', (payload) => heardByFirst.push(payload))
    await first.close()

    const second = await openTestDatabase()
    try {
      // The same text again: a statement the first database prepared is not the second's.
      expect(await rows(second.db, postCount)).toEqual([{ count: seeded?.count }])
      expect(seeded?.count).toBeGreaterThan(0)
      const [table] = await rows(second.db, sql`SELECT to_regclass('left_behind') AS found`)
      expect(table).toEqual({ found: null })
      const heardBySecond: string[] = []
      await second.listen('reused', (payload) => heardBySecond.push(payload))
      await second.db.execute(sql`SELECT pg_notify('reused', 'second')`)
      await expect.poll(() => heardBySecond).toEqual(['second'])
      expect(heardByFirst).toEqual([])
    } finally {
      await second.close()
    }
  })
})

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from './harness'

/**
 * ASVS 6.3.2 (staff side): no default account ships. The database a fresh site starts with, migrated and seeded with
 * the shipped content as the first start does (tests/setup/seeded-database.ts), holds no staff account and no member:
 * the first admin is the operator's, made with a password of their own (docs/operations.md). The demo member is added
 * only when DEMO_MEMBER asks for it, on a developer's machine (`app/backend/sign-in/demo-member-setting.test.ts`).
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database?.close())

const tablesOfAccounts = [
  'staff_accounts',
  'staff_sessions',
  'staff_recovery_codes',
  'staff_invitations',
  'members',
  'member_sessions',
] as const

describe('a fresh site', () => {
  it('ships no staff account, session or invitation, and no member', async () => {
    const counts: Record<string, number> = {}
    for (const table of tablesOfAccounts) {
      const result = (await database.db.execute(sql.raw(`SELECT count(*)::int AS count FROM ${table}`))) as {
        rows: Array<{ count: number }>
      }
      counts[table] = result.rows[0]?.count ?? -1
    }
    expect(counts).toEqual(Object.fromEntries(tablesOfAccounts.map((table) => [table, 0])))
    // The shipped content is there: the database is the seeded one, not an empty one.
    const posts = (await database.db.execute(sql`SELECT count(*)::int AS count FROM posts`)) as { rows: Array<{ count: number }> }
    expect(posts.rows[0]?.count).toBeGreaterThan(0)
  })
})

import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import { postCategories } from '~/backend/db/schema'
import { clientFor, setUpContractHarness } from './harness'

const harness = setUpContractHarness()

/** The statements the connection holds prepared, by their text (PostgreSQL's own view, on PGlite and on a server). */
async function preparedTexts(tx: Pick<typeof harness.database.db, 'execute'>): Promise<string[]> {
  const result = await tx.execute(sql`SELECT statement FROM pg_prepared_statements`)
  return (result as unknown as { rows: { statement: string }[] }).rows.map((row) => row.statement)
}

describe('queries as prepared statements (decision 55)', () => {
  it('parses and plans a query text once per connection, and answers it the same every time', async () => {
    let text = ''
    const texts = await harness.database.db.transaction(async (tx) => {
      const read = () => tx.select({ key: postCategories.key }).from(postCategories).where(eq(postCategories.postType, 'news'))
      text = read().toSQL().sql
      const first = await read()
      expect(await read()).toEqual(first)
      expect(first.length).toBeGreaterThan(0)
      return preparedTexts(tx)
    })
    expect(texts.filter((prepared) => prepared === text)).toHaveLength(1)
  })

  it("serves the site's reads the same with their statements prepared, a second time and in another language", async () => {
    const call = clientFor(harness, 'in-process')
    const first = await call(api.newsList, { query: { page: 1, size: 5 } })
    expect(await call(api.newsList, { query: { page: 1, size: 5 } })).toEqual(first)
    const english = await clientFor(harness, 'in-process', 'en-US')(api.newsList, { query: { page: 1, size: 5 } })
    expect(english.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id))
  })
})

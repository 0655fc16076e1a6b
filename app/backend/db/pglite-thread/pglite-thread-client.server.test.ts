import { eq, sql } from 'drizzle-orm'
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { drizzle } from 'drizzle-orm/pglite'
import { beforeAll, describe, expect, it } from 'vitest'
import { isUniqueViolation } from '../pg-errors'
import { type PgliteThreadClient, startPgliteThread } from './pglite-thread-client.server'

const notes = pgTable('notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  writtenAt: timestamp('written_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
})

let client: PgliteThreadClient
let db: ReturnType<typeof drizzle>

beforeAll(async () => {
  client = await startPgliteThread('memory://')
  db = drizzle({ client: client as never })
  await client.exec(`CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL, written_at timestamptz NOT NULL DEFAULT now());
    CREATE UNIQUE INDEX notes_body_unique ON notes (body);`)
  // A new PGlite runs initdb: some 5 s of CPU, more while the other worker is busy (so does the last test's).
}, 60_000)

describe('PGlite on its own thread', () => {
  it('answers what Drizzle asks, dates as the database wrote them, the same statement many times', async () => {
    await db.insert(notes).values([
      { id: 1, body: 'first' },
      { id: 2, body: 'second' },
    ])
    for (const id of [1, 2, 1]) {
      const [row] = await db.select().from(notes).where(eq(notes.id, id))
      expect(row?.body).toBe(id === 1 ? 'first' : 'second')
      expect(row?.writtenAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)
    }
    const updated = await db.update(notes).set({ body: 'changed' }).where(eq(notes.id, 2)).returning({ id: notes.id })
    expect(updated).toEqual([{ id: 2 }])
  })

  it('reads as text only the types a query asks so, the same however often it asks', async () => {
    const asText = { parsers: { 1185: (value: string) => value } } // timestamptz[], as Drizzle asks for it
    const times = "select array['2026-11-27 10:00:00+00', '2026-11-28 10:00:00+00']::timestamptz[] as times"
    for (let round = 0; round < 2; round++) {
      const text = await client.query<{ times: unknown }>(times, [], asText)
      expect(text.rows[0]?.times).toMatch(/^\{"2026-11-27 10:00:00\+00","2026-11-28 10:00:00\+00"\}$/)
      const parsed = await client.query<{ times: unknown }>(times)
      expect(parsed.rows[0]?.times).toHaveLength(2)
    }
  })

  it("keeps PostgreSQL's error fields, so a unique violation is recognised", async () => {
    const failure = await db
      .insert(notes)
      .values({ id: 3, body: 'first' })
      .then(
        () => undefined,
        (error: unknown) => error,
      )
    expect(isUniqueViolation(failure, 'notes_body_unique')).toBe(true)
  })

  it('commits a transaction, and rolls back one that fails, savepoints included', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 10, body: 'kept' })
      await tx
        .transaction(async (inner) => {
          await inner.insert(notes).values({ id: 11, body: 'undone by its savepoint' })
          throw new Error('inner fails')
        })
        .catch(() => undefined)
    })
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(notes).values({ id: 12, body: 'rolled back' })
        throw new Error('the transaction fails')
      }),
    ).rejects.toThrow('the transaction fails')
    const ids = (await db.select({ id: notes.id }).from(notes).where(sql`${notes.id} >= 10`)).map((row) => row.id)
    expect(ids).toEqual([10])
  })

  it('runs a query sent during an open transaction after it, never inside it', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const transaction = db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 20, body: 'not yet committed' })
      await held
      throw new Error('abandoned')
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const outside = db.select({ id: notes.id }).from(notes).where(eq(notes.id, 20))
    release()
    await expect(transaction).rejects.toThrow('abandoned')
    expect(await outside).toEqual([])
  })

  it('delivers notifications once their transaction commits, to every listener of the channel', async () => {
    const heard: string[] = []
    const heardToo: string[] = []
    const unlisten = await client.listen('changes', (payload) => heard.push(payload))
    const unlistenToo = await client.listen('changes', (payload) => heardToo.push(`too ${payload}`))
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('changes', 'news')`)
    })
    await expect.poll(() => [...heard, ...heardToo]).toEqual(['news', 'too news'])
    await unlistenToo()
    await db.execute(sql`select pg_notify('changes', 'faq')`)
    await expect.poll(() => heard).toEqual(['news', 'faq'])
    expect(heardToo).toEqual(['too news'])
    await unlisten()
  })

  // The file's last test: it closes the file's thread (a thread of its own cost another initdb, some 5 s of CPU).
  it('fails a query sent after it closed, rather than leaving it waiting', async () => {
    await client.close()
    await expect(client.query('select 1')).rejects.toThrow('has stopped')
  })
})

import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { API_BASE_PATH, createBackendApp } from '~/backend/app'
import { type ContentChangeWatch, startContentChangeWatch } from '~/backend/content/content-change-watch.server'
import { announceContentChange } from '~/backend/content/content-changes.server'
import { answerAfterOwnChanges } from '~/backend/content/own-content-changes.server'
import { checkScheduleBoundaries } from '~/backend/content/schedule-boundaries.server'
import { type OpenDatabase, openDatabase } from '~/backend/db/database.server'
import { posts } from '~/backend/db/schema'
import { createPublicReadCache, type PublicReadCache } from '~/backend/http/public-read-cache'
import { EVERYTHING_KEY } from '~/backend/http/surrogate-keys'
import { setUpContractHarness } from './harness'

/**
 * Issue 24, "Changes reach visitors at once": two backends on one database, each with its cache of public reads kept
 * an hour, so that only the announcement of a change (or a schedule's moment) can explain a fresh answer. With
 * TEST_DATABASE_URL they are two connection pools on a PostgreSQL server, as two processes would be, and the change
 * travels by NOTIFY to the other's LISTEN; on PGlite they share the embedded database (one process, as it runs).
 */
const hour = 3_600_000
const cacheOf = () => createPublicReadCache({ ttlMs: hour, maxBytes: 16 * 1024 * 1024 })
const cacheA = cacheOf()
const harness = setUpContractHarness(() => ({ publicReadCache: cacheA }))

interface Backend {
  app: Hono
  watch: ContentChangeWatch
}
let a: Backend
let b: Backend
let databaseB: OpenDatabase | undefined
const watches: ContentChangeWatch[] = []

/** The same database through a pool of its own on a server, or the embedded one itself. */
async function secondConnection(): Promise<OpenDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) return harness.database
  const result = await harness.database.db.execute(sql`SELECT current_database() AS name`)
  const url = new URL(adminUrl)
  url.pathname = `/${(result as unknown as { rows: { name: string }[] }).rows[0]?.name}`
  databaseB = await openDatabase({ url: url.toString(), pgliteDir: '', poolSize: 2 })
  return databaseB
}

function backendOn(database: OpenDatabase, cache: PublicReadCache): Backend {
  const watch = startContentChangeWatch(database, cache)
  watches.push(watch)
  return { app: createBackendApp({ db: database.db, publicReadCache: cache }), watch }
}

beforeAll(async () => {
  a = backendOn(harness.database, cacheA)
  b = backendOn(await secondConnection(), cacheOf())
  await Promise.all([a.watch.listening, b.watch.listening])
})

afterAll(async () => {
  await Promise.all(watches.map((watch) => watch.stop()))
  await databaseB?.close()
})

async function newsTitles(backend: Pick<Backend, 'app'>): Promise<{ titles: string[]; cache: string | null }> {
  const response = await backend.app.fetch(
    new Request(`http://backend${API_BASE_PATH}/post/news?size=3`, { headers: { 'accept-language': 'ko-KR' } }),
  )
  const body = (await response.json()) as { data: { items: Array<{ title: string }> } }
  return { titles: body.data.items.map((item) => item.title), cache: response.headers.get('x-api-cache') }
}

/** The titles the search finds for `q` through a backend (issue 40: its texts are kept with the public reads). */
async function searchTitles(backend: Pick<Backend, 'app'>, q: string): Promise<string[]> {
  const response = await backend.app.fetch(
    new Request(`http://backend${API_BASE_PATH}/search?q=${encodeURIComponent(q)}`, { headers: { 'accept-language': 'ko-KR' } }),
  )
  const body = (await response.json()) as { data: { items: Array<{ title: Array<{ text: string }> }> } }
  return body.data.items.map((item) => item.title.map((run) => run.text).join(''))
}

/** A news item dated ahead of every seeded one (so it heads the list), not yet published. */
async function draftNews(title: string): Promise<number> {
  const [row] = await harness.database.db
    .insert(posts)
    .values({ postType: 'news', title: { 'ko-KR': title }, summary: { 'ko-KR': title }, publishedAt: '2099-12-31' })
    .returning({ id: posts.id })
  return row?.id ?? 0
}

/** Polls until `condition` holds: a correctness bound, not the timing target (the bench measures that). */
const within = (ms: number, condition: () => Promise<boolean>) =>
  vi.waitFor(async () => expect(await condition()).toBe(true), { timeout: ms, interval: 20 })

describe('a change committed through one backend', () => {
  it('is read through the other at once, though both keep their answers an hour', async () => {
    expect((await newsTitles(b)).titles).not.toContain('모든 서버에 보이는 소식')
    expect((await newsTitles(b)).cache).toBe('hit')
    const id = await draftNews('모든 서버에 보이는 소식')
    // Published through A, as the admin API does: the row and its announcement in one transaction.
    await harness.database.db.transaction(async (tx) => {
      await tx.update(posts).set({ publishAt: sql`now()` }).where(eq(posts.id, id))
      await announceContentChange(tx, 'news')
    })
    await within(5_000, async () => (await newsTitles(b)).titles.includes('모든 서버에 보이는 소식'))
    expect((await newsTitles(a)).titles).toContain('모든 서버에 보이는 소식')
  })

  it('is found by the search on the other at once, and an unpublished item no longer is', async () => {
    const title = '검색에 보이는 새 소식'
    expect(await searchTitles(b, title)).not.toContain(title)
    const id = await draftNews(title)
    await harness.database.db.transaction(async (tx) => {
      await tx.update(posts).set({ publishAt: sql`now()` }).where(eq(posts.id, id))
      await announceContentChange(tx, 'news', id)
    })
    await within(5_000, async () => (await searchTitles(b, title)).includes(title))
    await harness.database.db.transaction(async (tx) => {
      await tx.update(posts).set({ publishAt: null }).where(eq(posts.id, id))
      await announceContentChange(tx, 'news', id)
    })
    await within(5_000, async () => !(await searchTitles(b, title)).includes(title))
  })

  it('is answered only once its own process has emptied its caches: the very next read has it', async () => {
    // A handler as the admin API's: the change and its announcement in one transaction, behind the backend's first
    // middleware. The notification is heard after the commit, so without the wait the answer could come first.
    const editing = new Hono()
    editing.use(answerAfterOwnChanges)
    editing.post('/publish/:id', async (context) => {
      await harness.database.db.transaction(async (tx) => {
        await tx
          .update(posts)
          .set({ publishAt: sql`now()` })
          .where(eq(posts.id, Number(context.req.param('id'))))
        await announceContentChange(tx, 'news')
      })
      return context.body(null, 204)
    })
    for (const title of ['저장 직후 보이는 소식 1', '저장 직후 보이는 소식 2', '저장 직후 보이는 소식 3']) {
      await newsTitles(a)
      expect((await newsTitles(a)).cache).toBe('hit')
      const id = await draftNews(title)
      expect((await editing.fetch(new Request(`http://backend/publish/${id}`, { method: 'POST' }))).status).toBe(204)
      const [onA, onB] = await Promise.all([newsTitles(a), newsTitles(b)])
      expect(onA.titles[0]).toBe(title)
      expect(onB.titles[0]).toBe(title)
    }
  })

  it('is not announced when its transaction rolls back: the other keeps its answer', async () => {
    const before = await newsTitles(b)
    const id = await draftNews('취소된 소식')
    await harness.database.db
      .transaction(async (tx) => {
        await tx.update(posts).set({ publishAt: sql`now()` }).where(eq(posts.id, id))
        await announceContentChange(tx, 'news')
        throw new Error('the editor’s change failed')
      })
      .catch(() => undefined)
    await new Promise((done) => setTimeout(done, 300))
    const after = await newsTitles(b)
    expect(after.cache).toBe('hit')
    expect(after.titles).toEqual(before.titles)
  })
})

describe('a schedule', () => {
  it('shows a scheduled item on every backend when its moment comes, with no edit to announce it then', async () => {
    const id = await draftNews('예약된 소식')
    await harness.database.db.transaction(async (tx) => {
      await tx.update(posts).set({ publishAt: sql`now() + interval '1.5 seconds'` }).where(eq(posts.id, id))
      await announceContentChange(tx, 'news')
    })
    // Read (and cached) before the moment, without the item.
    await within(1_000, async () => (await newsTitles(b)).cache === 'hit')
    expect((await newsTitles(b)).titles).not.toContain('예약된 소식')
    await within(6_000, async () => (await newsTitles(b)).titles.includes('예약된 소식'))
    expect((await newsTitles(a)).titles).toContain('예약된 소식')
  })

  it('is read on the database clock: whether a moment passed since the last check, and how long until the next', async () => {
    const id = await draftNews('다음 예약')
    const first = await checkScheduleBoundaries(harness.database.db, null)
    expect(first.passed).toBe(false)
    await harness.database.db
      .update(posts)
      .set({ publishAt: sql`now() - interval '1 second'`, unpublishAt: sql`now() + interval '1 hour'` })
      .where(eq(posts.id, id))
    const old = await checkScheduleBoundaries(harness.database.db, first.now)
    // A moment set in the past after the last check is no boundary that passed: its change was announced.
    expect(old.passed).toBe(false)
    expect(old.nextInMs).toBeGreaterThan(hour - 60_000)
    expect(old.nextInMs).toBeLessThanOrEqual(hour)
    await harness.database.db.update(posts).set({ unpublishAt: sql`now() + interval '200 milliseconds'` }).where(eq(posts.id, id))
    await new Promise((done) => setTimeout(done, 400))
    const passed = await checkScheduleBoundaries(harness.database.db, old.now)
    expect(passed.passed).toBe(true)
    // Every table with a schedule counts, not only the posts: a product withdrawn at a set time too.
    await harness.database.db.execute(
      sql`UPDATE products SET unpublish_at = now() + interval '200 milliseconds' WHERE id = (SELECT min(id) FROM products)`,
    )
    await new Promise((done) => setTimeout(done, 400))
    expect((await checkScheduleBoundaries(harness.database.db, passed.now)).passed).toBe(true)
  })
})

describe('the shared cache in front', () => {
  it('is purged of a change by every backend, each once it has emptied its own cache', async () => {
    const events: string[] = []
    const recorded = (name: string, database: OpenDatabase) => {
      const cache = cacheOf()
      const clear = cache.clear
      cache.clear = () => {
        events.push(`${name} emptied`)
        clear()
      }
      const watch = startContentChangeWatch(database, cache, (keys) => void events.push(`${name} purged ${keys.join(' ')}`))
      watches.push(watch)
      return watch
    }
    const watchA = recorded('A', harness.database)
    const watchB = recorded('B', databaseB ?? harness.database)
    await Promise.all([watchA.listening, watchB.listening])
    events.length = 0
    await harness.database.db.transaction((tx) => announceContentChange(tx, 'news', 77))
    await within(5_000, async () => events.length === 4)
    for (const name of ['A', 'B']) {
      const own = events.filter((event) => event.startsWith(name))
      expect(own).toEqual([`${name} emptied`, `${name} purged news news:77`])
    }
  })
})

describe('a gap in listening', () => {
  it('empties the cache, here and in the shared cache, before the backend hears again', async () => {
    const cache = cacheOf()
    const backend = { app: createBackendApp({ db: harness.database.db, publicReadCache: cache }) }
    await newsTitles(backend)
    expect((await newsTitles(backend)).cache).toBe('hit')
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'info').mockImplementation(() => {})
    // The first try to listen fails, as while the database restarts; the second succeeds.
    let tries = 0
    const flaky: OpenDatabase = {
      ...harness.database,
      listen: (channel, onNotification) =>
        tries++ === 0 ? Promise.reject(new Error('connection refused')) : harness.database.listen(channel, onNotification),
    }
    const purged: (readonly string[])[] = []
    const watch = startContentChangeWatch(flaky, cache, (keys) => void purged.push(keys))
    watches.push(watch)
    await watch.listening
    expect(warnings).toHaveBeenCalled()
    expect(purged).toEqual([[EVERYTHING_KEY]])
    expect((await newsTitles(backend)).cache).toBe('miss')
  })
})

import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { eq, sql } from 'drizzle-orm'
import { expect, test, vi } from 'vitest'
import { startContentChangeWatch } from '~/backend/content/content-change-watch.server'
import { announceContentChange } from '~/backend/content/content-changes.server'
import { posts } from '~/backend/db/schema'
import { createPublicReadCache } from '~/backend/http/public-read-cache'
import { rawGet, setUpContractHarness } from '../contract/harness'

/**
 * Issue 24: the connection that listens for content changes is cut by a PostgreSQL restart. The backend listens again
 * by itself, empties its cache of public reads on the way (what was announced while it was deaf is lost), and the
 * changes announced after the restart reach it as before. Needs the throw-away server of scripts/test-postgres.sh.
 */
const cache = createPublicReadCache({ ttlMs: 3_600_000, maxBytes: 16 * 1024 * 1024 })
const harness = setUpContractHarness(() => ({ publicReadCache: cache }))
const ko = { 'accept-language': 'ko-KR' }

test('after a PostgreSQL restart the backend listens again, empties its cache, and hears the next change', async () => {
  const warnings: string[] = []
  vi.spyOn(console, 'warn').mockImplementation((...args) => void warnings.push(args.map(String).join(' ')))
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const infos: string[] = []
  vi.spyOn(console, 'info').mockImplementation((...args) => void infos.push(args.map(String).join(' ')))
  const watch = startContentChangeWatch(harness.database, cache)
  try {
    await watch.listening
    await rawGet(harness, '/post/news?size=3', ko)
    expect((await rawGet(harness, '/post/news?size=3', ko)).headers.get('x-api-cache')).toBe('hit')

    // Down two seconds, asynchronously: the backend tries to listen again while nothing answers.
    await promisify(execFile)('bash', ['scripts/test-postgres.sh', 'restart', '2'], { env: { ...process.env } })
    await vi.waitFor(() => expect(infos.join('\n')).toContain('listening for content changes again'), {
      timeout: 20_000,
      interval: 50,
    })
    expect(warnings.join('\n')).toContain('lost the connection listening for content changes')
    expect(warnings.join('\n')).toContain('cannot listen for content changes; trying again')
    // The cache was emptied on the way, since what was announced meanwhile was lost.
    expect((await rawGet(harness, '/post/news?size=3', ko)).headers.get('x-api-cache')).toBe('miss')

    // And the next change reaches it as before.
    await rawGet(harness, '/post/news?size=3', ko)
    expect((await rawGet(harness, '/post/news?size=3', ko)).headers.get('x-api-cache')).toBe('hit')
    const [row] = await harness.database.db
      .insert(posts)
      .values({ postType: 'news', title: { 'ko-KR': '재시작 뒤의 소식' }, summary: { 'ko-KR': '.' }, publishedAt: '2099-12-31' })
      .returning({ id: posts.id })
    await harness.database.db.transaction(async (tx) => {
      await tx
        .update(posts)
        .set({ publishAt: sql`now()` })
        .where(eq(posts.id, row?.id ?? 0))
      await announceContentChange(tx, 'news')
    })
    await vi.waitFor(async () => expect((await rawGet(harness, '/post/news?size=3', ko)).text).toContain('재시작 뒤의 소식'), {
      timeout: 5_000,
      interval: 20,
    })
  } finally {
    await watch.stop()
  }
}, 60_000)

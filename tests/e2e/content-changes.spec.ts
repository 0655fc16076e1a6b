import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import pg from 'pg'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { adminApiAt, publishNewsItem } from './news-publishing-support'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'

/**
 * Issue 24, "Changes reach visitors at once": two copies of the production build on one PostgreSQL server
 * (scripts/test-postgres.sh, on its own port and folder), as two processes behind a load balancer, each keeping pages
 * and API answers an hour (PAGE_CACHE_TTL_SECONDS, API_CACHE_TTL_SECONDS), so that only the announcement of the change
 * can explain what they show. A news item published through the first copy's admin API is shown by the second's
 * public read, its /news page and its sitemap; withdrawn, it leaves them again. E2E_CHANGES_PORT names the first copy's
 * port (the second has the next one), E2E_CHANGES_PG_PORT the database's.
 */
const firstPort = Number(process.env.E2E_CHANGES_PORT ?? 3190)
const pgEnv = {
  ...process.env,
  TEST_PG_PORT: process.env.E2E_CHANGES_PG_PORT ?? '25433',
  TEST_PG_DIR: `/tmp/site-e2e-changes-pg-${process.pid}`,
}
const hour = '3600'
/** A generous bound on correctness, not the target (the bench measures publish-to-visible times). */
const visibleWithinMs = 10_000

async function postgres(command: 'start' | 'stop'): Promise<string> {
  const { stdout } = await promisify(execFile)('bash', ['scripts/test-postgres.sh', command], { env: pgEnv })
  return stdout.trim()
}

let databaseUrl = ''
let editing: SiteCopy | undefined
let reading: SiteCopy | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  databaseUrl = await postgres('start')
  const env = {
    DATABASE_URL: databaseUrl,
    // One process each: each keeps its own caches, which the test reads as a visitor's second request would.
    WEB_CONCURRENCY: '1',
    PAGE_CACHE_TTL_SECONDS: hour,
    API_CACHE_TTL_SECONDS: hour,
    ADMIN_TOKEN: e2eServerEnv.ADMIN_TOKEN,
  }
  // One after the other: the first migrates and seeds the database.
  editing = await startSiteCopyWithOwnData('changes-a', firstPort, env)
  reading = await startSiteCopyWithOwnData('changes-b', firstPort + 1, env)
})

test.afterAll(async () => {
  editing?.stop()
  reading?.stop()
  await postgres('stop')
})

/** Publishes a news item through the editing copy's admin API, as an editor's console does. */
const publishNews = (title: string): Promise<number> => publishNewsItem(adminApiAt(editing?.origin ?? ''), title)

/** Runs `work` in a transaction on the database both copies use. */
async function inTransaction<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } finally {
    await client.end()
  }
}

async function read(copy: SiteCopy | undefined, path: string) {
  const response = await fetch(`${copy?.origin}${path}`, { headers: { 'accept-language': 'ko-KR' } })
  return { text: await response.text(), page: response.headers.get('x-page-cache'), api: response.headers.get('x-api-cache') }
}

const newsPage = '/news?lang=ko-KR'
const newsList = '/api/v1/post/news?size=10'

test('a news item published through one process is shown at once by another on the same database', async () => {
  test.setTimeout(60_000)
  // The reading copy has the page and the list in its caches, for an hour.
  await read(reading, newsPage)
  await read(reading, newsList)
  expect((await read(reading, newsPage)).page).toBe('hit')
  expect((await read(reading, newsList)).api).toBe('hit')
  const title = `모든 서버에 보이는 소식 ${Date.now()}`

  const id = await publishNews(title)

  await expect.poll(async () => (await read(reading, newsList)).text, { timeout: visibleWithinMs }).toContain(title)
  await expect.poll(async () => (await read(reading, newsPage)).text, { timeout: visibleWithinMs }).toContain(title)
  // The page is kept again once rendered anew.
  expect((await read(reading, newsPage)).page).toBe('hit')
  await expect
    .poll(async () => (await read(reading, '/sitemap.xml')).text, { timeout: visibleWithinMs })
    .toContain(`/news/${id}?lang=ko-KR`)
  const listed = JSON.parse((await read(reading, newsList)).text) as {
    data: { items: Array<{ id: number; publishedAt: string; modifiedAt?: string }> }
  }
  const item = listed.data.items.find((entry) => entry.id === id)
  const sitemap = (await read(reading, '/sitemap.xml')).text
  const entry = sitemap.slice(sitemap.indexOf(`/news/${id}?lang=ko-KR`)).split('</url>')[0] ?? ''
  // lastmod follows the publication (or, from a backend that does not tell it, the item's date).
  expect(entry).toContain(`<lastmod>${item?.modifiedAt ?? item?.publishedAt}</lastmod>`)
})

test("withdrawn through one process, it leaves the other's list, page and sitemap at once", async () => {
  test.setTimeout(60_000)
  const title = `내려갈 소식 ${Date.now()}`
  const id = await publishNews(title)
  await expect.poll(async () => (await read(reading, newsPage)).text, { timeout: visibleWithinMs }).toContain(title)
  await expect
    .poll(async () => (await read(reading, '/sitemap.xml')).text, { timeout: visibleWithinMs })
    .toContain(`/news/${id}?lang=ko-KR`)
  expect((await read(reading, newsPage)).page).toBe('hit')

  // Unpublished as the admin API does: the row and the announcement in one transaction.
  await inTransaction(async (client) => {
    await client.query('UPDATE posts SET unpublish_at = now(), version = version + 1 WHERE id = $1', [id])
    await client.query(`SELECT pg_notify('content_changed', 'news')`)
  })

  await expect.poll(async () => (await read(reading, newsPage)).text, { timeout: visibleWithinMs }).not.toContain(title)
  expect((await read(reading, newsList)).text).not.toContain(title)
  expect((await read(reading, '/sitemap.xml')).text).not.toContain(`/news/${id}?`)
})

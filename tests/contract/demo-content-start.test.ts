import { count } from 'drizzle-orm'
import type { Hono } from 'hono'
import type * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allEndpoints } from '~/api/contract/endpoint-groups'
import { API_BASE_PATH, createBackendApp } from '~/backend/app'
import { bundledMigrations } from '~/backend/db/bundled-migrations'
import type { OpenDatabase } from '~/backend/db/database.server'
import { demoItems } from '~/backend/db/demo-items-schema'
import { migrate } from '~/backend/db/migrate'
import type { LocalizedText } from '~/backend/db/schema'
import { posts } from '~/backend/db/schema'
import { staffAccounts } from '~/backend/db/staff-schema'
import { removeDemoContent } from '~/backend/demo/demo-removal'
import type { DemoSetting } from '~/backend/demo/demo-setting'
import { startSiteContent } from '~/backend/demo/site-content-start'
import { type DemoItem, demoPart, readDemoContent } from '~/backend/seed/demo-content'
import { run as loadDemoCommand } from '../../scripts/content/load-demo.mjs'
import { openTestDatabase } from './harness'

/**
 * Issue 68 §1 (decision 123): a site others can reach starts with its skeleton and empty lists; the demo content is
 * loaded only on loopback, with DEMO_CONTENT=on or by `npm run content -- load-demo`. On PGlite, and on PostgreSQL when
 * the suite runs there (TEST_DATABASE_URL).
 */
const logged: string[] = []

beforeEach(() => {
  logged.length = 0
  for (const method of ['info', 'warn', 'log'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')))
  }
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** A database as a first start finds it: created and migrated, nothing in it. */
async function emptyDatabase(): Promise<OpenDatabase> {
  const database = await openTestDatabase({ seeded: false })
  await migrate(database.db, bundledMigrations())
  return database
}

const start = (database: OpenDatabase, setting: DemoSetting, siteUrl: string) =>
  startSiteContent({ db: database.db, setting, siteUrl, upgradedToDemoMarks: false })

async function demoMarks(database: OpenDatabase) {
  const [row] = await database.db.select({ total: count() }).from(demoItems)
  return row?.total ?? 0
}

/** What the site answers a visitor at the skeleton's reads: the site's own, never the demo's. */
const skeletonReads = new Set([
  '/setting/language',
  '/countries',
  '/documents',
  '/documents/types',
  '/company/details',
  '/page/terms',
  '/page/privacy',
])

/** Every value a visitor's read of the contract takes in its path: each option of a fixed set, else the first row's id. */
function paramValues(schema: v.GenericSchema | undefined): Array<Record<string, string>> {
  if (schema?.type !== 'object') return [{}]
  let values: Array<Record<string, string>> = [{}]
  for (const [key, entry] of Object.entries((schema as v.ObjectSchema<v.ObjectEntries, undefined>).entries)) {
    const options = entry.type === 'picklist' ? (entry as v.PicklistSchema<string[], undefined>).options : ['1']
    values = values.flatMap((value) => options.map((option) => ({ ...value, [key]: String(option) })))
  }
  return values
}

/** A demo product's name, for the reads that need a query (the search; the legal pages name the company). */
const demoWord =
  demoPart<DemoItem<{ name: LocalizedText }>>(await readDemoContent(), 'products-material')[0]?.fields.name['ko-KR'] ?? ''

function requiredQuery(schema: v.GenericSchema | undefined): string {
  if (schema?.type !== 'object') return ''
  const required = Object.entries((schema as v.ObjectSchema<v.ObjectEntries, undefined>).entries).filter(
    ([, entry]) => entry.type !== 'optional',
  )
  return required.length ? `?${new URLSearchParams(required.map(([key]) => [key, demoWord]))}` : ''
}

/** Every list anywhere in an answer, each named by where it sits. */
function listsIn(value: unknown, at: string): Array<[string, unknown[]]> {
  if (Array.isArray(value)) return [[at, value], ...value.flatMap((item, index) => listsIn(item, `${at}[${index}]`))]
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => listsIn(item, `${at}.${key}`))
  return []
}

/** Every read a visitor can make, walked from the contract: the address and what it answered. */
async function visitorReads(app: Hono) {
  const reads = allEndpoints.filter((endpoint) => endpoint.method === 'GET' && !endpoint.roles)
  const answers: Array<{ path: string; status: number; data: unknown }> = []
  for (const endpoint of reads) {
    for (const params of paramValues(endpoint.params)) {
      const path = endpoint.path.replace(/:(\w+)/g, (_, key: string) => params[key] ?? '')
      const response = await app.fetch(new Request(`http://site${API_BASE_PATH}${path}${requiredQuery(endpoint.query)}`))
      const body = (await response.json()) as { data?: unknown }
      answers.push({ path, status: response.status, data: body.data })
    }
  }
  return answers
}

describe('a production start on an empty database (SITE_URL others reach, DEMO_CONTENT unset)', () => {
  it('leaves every public list empty and no demo item reachable, says so in its log; `npm run content -- load-demo` then loads the demo, once', async () => {
    const database = await emptyDatabase()
    const kept = { ...database, close: async () => {} }
    try {
      expect(await start(database, undefined, 'https://www.example.com')).toBe(false)
      const answers = await visitorReads(createBackendApp({ db: database.db }))
      // A visitor is refused the member-only reads (401), the site's own (403) and a draft's preview without its signed
      // link (400); an item that does not exist is not found (404).
      expect(answers.filter((answer) => ![200, 400, 401, 403, 404].includes(answer.status))).toEqual([])
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(20)
      const shown = answers
        .filter((answer) => answer.status === 200 && !skeletonReads.has(answer.path))
        .flatMap((answer) => listsIn(answer.data, answer.path).filter(([, list]) => list.length > 0))
        .map(([at]) => at)
      expect(shown).toEqual([])
      const items = answers.filter((answer) => /\/\d+$/.test(answer.path))
      expect(items.length).toBeGreaterThan(0)
      expect(items.filter((answer) => answer.status !== 404)).toEqual([])
      const pages = answers.filter((answer) => answer.path.startsWith('/page/'))
      expect(pages.map((page) => [page.path, page.status])).toEqual([
        ['/page/vision', 404],
        ['/page/research-intro', 404],
        ['/page/showroom', 404],
        ['/page/terms', 200],
        ['/page/privacy', 200],
      ])
      expect(await demoMarks(database)).toBe(0)
      expect(logged.filter((line) => line.includes('no content yet'))).toHaveLength(1)
      expect(logged.filter((line) => line.includes('npm run staff -- add'))).toHaveLength(1)

      await loadDemoCommand([], async () => kept)
      expect(logged.filter((line) => line.startsWith('content: loaded the demo content'))).toHaveLength(1)
      const marks = await demoMarks(database)
      const [loaded] = await database.db.select({ total: count() }).from(posts)
      expect(loaded?.total).toBeGreaterThan(0)
      expect(marks).toBeGreaterThan(loaded?.total ?? 0)
      await expect(loadDemoCommand([], async () => kept)).rejects.toThrow('the demo content is there already')
      expect(await demoMarks(database)).toBe(marks)
    } finally {
      await database.close()
    }
  }, 60_000)
})

describe('DEMO_CONTENT', () => {
  it('unset: the demo on loopback while no staff account exists, never back once an admin removed it; off: none even then; on: the demo on a site others reach, once, every row it added marked as demo', async () => {
    const database = await emptyDatabase()
    try {
      expect(await start(database, 'off', 'http://localhost:3000')).toBe(false)
      expect(await demoMarks(database)).toBe(0)
      expect(await start(database, undefined, 'http://localhost:3000')).toBe(true)
      expect(await demoMarks(database)).toBeGreaterThan(0)
      await database.db
        .insert(staffAccounts)
        .values({ email: 'admin@example.com', name: 'Admin', role: 'admin', passwordHash: '-', totpSecret: '-' })
      await database.db.transaction((tx) => removeDemoContent(tx))
      expect(await demoMarks(database)).toBe(0)
      expect(await start(database, undefined, 'http://localhost:3000')).toBe(false)
      expect(await demoMarks(database)).toBe(0)
      expect(await start(database, 'on', 'https://www.example.com')).toBe(true)
      const marks = await demoMarks(database)
      expect(marks).toBeGreaterThan(0)
      expect(await start(database, undefined, 'http://127.0.0.1:3100')).toBe(false)
      expect(await demoMarks(database)).toBe(marks)
    } finally {
      await database.close()
    }
  }, 60_000)
})

import { count, eq, inArray } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { contentEndpoints as publicApi } from '~/api/contract/content-endpoints'
import { pharmacyEditingEndpoints as pharmacyApi } from '~/api/contract/pharmacy-editing-endpoints'
import { newsEditingEndpoints as news } from '~/api/contract/post-editing-endpoints'
import { siteSetupEndpoints as api } from '~/api/contract/site-setup-endpoints'
import { demoItems } from '~/backend/db/demo-items-schema'
import { pharmacies, posts } from '~/backend/db/schema'
import { auditLog } from '~/backend/db/staff-schema'
import { startSiteContent } from '~/backend/demo/site-content-start'
import { call, editingStaff, newsFields, ok } from './post-editing-support'
import { roleRefusalLog, setUpStaffHarness } from './staff-support'

/**
 * Issue 68 §1 and §3 (decision 123): the dashboard says what a new site lacks and how much demo content it shows; one
 * admin action removes every demo item staff have not made their own, and nothing staff made.
 */
const harness = setUpStaffHarness()
const { editor, admin } = editingStaff(harness, 'demo-')
const db = () => harness.database.db

const marksOf = async (kind: string) =>
  (await db().select({ id: demoItems.itemId }).from(demoItems).where(eq(demoItems.kind, kind))).map((row) => row.id)

describe('the switch from the demo to the site’s own content', () => {
  it('finds the demo in a database seeded before decision 123, unmarked: the upgrade’s start marks every shipped row staff have not changed', async () => {
    const loaded = await db().select({ kind: demoItems.kind, itemId: demoItems.itemId }).from(demoItems)
    const [edited] = await marksOf('posts')
    await db().delete(demoItems)
    await db()
      .update(posts)
      .set({ version: 2 })
      .where(eq(posts.id, edited ?? 0))
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'info').mockImplementation(() => {})
    try {
      const start = { db: db(), setting: 'off', siteUrl: 'https://www.example.com' } as const
      // Only the start that adds the marks' table to an earlier release's database looks for the demo.
      await startSiteContent({ ...start, upgradedToDemoMarks: false })
      expect(await db().select().from(demoItems)).toEqual([])
      await startSiteContent({ ...start, upgradedToDemoMarks: true })
      const marked = await db().select({ kind: demoItems.kind, itemId: demoItems.itemId }).from(demoItems)
      const key = (mark: { kind: string; itemId: number }) => `${mark.kind}:${mark.itemId}`
      expect(marked.map(key).sort()).toEqual(
        loaded
          .map(key)
          .filter((mark) => mark !== `posts:${edited}`)
          .sort(),
      )
      expect(
        warned.mock.calls.map(([line]) => String(line)).filter((line) => line.includes(`marked ${marked.length} items`)),
      ).toHaveLength(1)
    } finally {
      vi.restoreAllMocks()
      await db()
        .update(posts)
        .set({ version: 1 })
        .where(eq(posts.id, edited ?? 0))
      await db()
        .insert(demoItems)
        .values({ kind: 'posts', itemId: edited ?? 0 })
    }
  })

  it('removes every demo item and keeps what staff made or changed, audited; the dashboard follows', async () => {
    const before = await ok(harness, api.siteSetup, {}, editor.as)
    expect(before.missing).toEqual(['company', 'legal-pages', 'news', 'pharmacies'])
    expect(before.demoItems).toBeGreaterThan(0)

    const own = await ok(harness, news.create, { body: newsFields('우리 회사의 첫 소식') }, editor.as)
    await ok(harness, news.publish, { params: { id: own.id }, body: {} }, editor.as)
    // The console's lists mark the demo's items, not staff's.
    const listed = (await ok(harness, news.list, { query: { size: 100 } }, editor.as)).items
    expect(listed.filter((item) => !item.demo).map((item) => item.id)).toEqual([own.id])
    expect(listed.filter((item) => item.demo).length).toBeGreaterThan(0)
    const pharmacyList = (await ok(harness, pharmacyApi.pharmacyList, { query: { size: 10 } }, editor.as)).items
    expect(pharmacyList.length).toBeGreaterThan(0)
    expect(pharmacyList.filter((item) => !item.demo)).toEqual([])
    const [changed] = await marksOf('pharmacies')
    await db()
      .update(pharmacies)
      .set({ version: 2 })
      .where(eq(pharmacies.id, changed ?? 0))

    roleRefusalLog()
    expect((await call(harness, api.removeDemoContent, { body: {} }, editor.as)).status).toBe(403)
    const outcome = await ok(harness, api.removeDemoContent, { body: {} }, admin.as)
    expect(outcome).toEqual({ removed: before.demoItems - 1, kept: 1 })

    const visitor = (endpoint: typeof publicApi.newsList | typeof publicApi.pharmacyPage) =>
      ok(harness, endpoint, { query: { size: 100 } }, {})
    expect((await visitor(publicApi.newsList)).items.map((item) => item.id)).toEqual([own.id])
    expect((await visitor(publicApi.pharmacyPage)).items.map((item) => item.id)).toEqual([changed])
    expect((await call(harness, publicApi.page, { params: { name: 'vision' } })).status).toBe(404)
    expect((await call(harness, publicApi.page, { params: { name: 'privacy' } })).status).toBe(200)
    const [left] = await db()
      .select({ total: count() })
      .from(posts)
      .where(inArray(posts.postType, ['press', 'patent', 'thesis']))
    expect(left?.total).toBe(0)
    expect(await marksOf('pharmacies')).toEqual([changed])

    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'content.demo-remove'))
    expect(entry?.detail).toEqual({ removed: before.demoItems - 1, kept: 1 })
    expect(entry?.actorId).toBe(admin.id)

    const after = await ok(harness, api.siteSetup, {}, editor.as)
    // The pharmacy kept is still the demo's: the site has none of its own yet.
    expect(after).toEqual({ missing: ['company', 'legal-pages', 'pharmacies'], demoItems: 1 })
    expect(await ok(harness, api.removeDemoContent, { body: {} }, admin.as)).toEqual({ removed: 0, kept: 1 })
  })
})

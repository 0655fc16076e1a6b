import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkArchive } from '~/backend/content-archive/check-archive'
import { exportContent } from '~/backend/content-archive/export-content'
import type { OpenDatabase } from '~/backend/db/database.server'
import { readDemoContent } from '~/backend/seed/demo-content'
import { emptySite, removeFolders, tempStorage } from './content-archive-support'
import { openTestDatabase } from './harness'

/**
 * Issue 68 §1: the demo content is data (demo-content/, decisions 123 and 125), which a demo load imports as the
 * archive it is. The run's database was loaded from it (tests/setup/seeded-database.ts).
 */
const folders: string[] = []
let site: OpenDatabase

beforeAll(async () => {
  site = await openTestDatabase()
})

afterAll(async () => {
  await site?.close()
  await removeFolders(folders)
})

describe('the demo content folder', { timeout: 60_000 }, () => {
  it('is what a site that loaded it exports again: every part, item for item, in its order', async () => {
    const demo = await readDemoContent()
    const exported = await exportContent(site.db, await tempStorage(folders, 'demo'))
    for (const [part, items] of Object.entries(demo.parts)) {
      const keys = new Set(items.map((item) => (item as { key?: string }).key))
      // The site's legal pages (not the demo's) are exported too.
      const ofTheDemo =
        part === 'pages'
          ? (exported.parts[part] ?? []).filter((page) => keys.has((page as { key?: string }).key))
          : exported.parts[part]
      expect(ofTheDemo, part).toEqual(items)
    }
    expect(Object.keys(demo.parts).length).toBeGreaterThan(10)
  })

  it('passes the archive’s check on an empty site: every item as publishing takes it, every reference found', async () => {
    await emptySite(site.db)
    const report = await checkArchive(site.db, await readDemoContent())
    expect(report.problems).toEqual([])
    expect(report.counts.news).toBeGreaterThan(0)
  })
})

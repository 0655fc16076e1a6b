import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { archiveFromApi } from '~/backend/content-archive/api-import/api-archive'
import type { ContentArchive } from '~/backend/content-archive/archive-format'
import { exportContent } from '~/backend/content-archive/export-content'
import { importContent } from '~/backend/content-archive/import-content'
import type { OpenDatabase } from '~/backend/db/database.server'
import type { LocalFileStorage } from '~/backend/storage/local-file-storage.server'
import { addFilesAndReferences, emptySite, partsOfTheDemo, removeFolders, tempStorage } from './content-archive-support'
import { openTestDatabase, setUpContractHarness } from './harness'

/**
 * Issue 68 §2: a company whose current backend speaks the /api/v1 contract moves its content in one command. The old
 * site is a second instance of the backend on its seeded database, served over HTTP on loopback (the harness's
 * server): its public reads, in five languages, become an archive imported into an empty site.
 */

const folders: string[] = []
let oldSiteStorage: LocalFileStorage
const oldSite = setUpContractHarness(async (db) => {
  oldSiteStorage = await tempStorage(folders, 'old-site')
  await addFilesAndReferences(db, oldSiteStorage)
  // The media library's files are served with the admin API's storage.
  return { admin: { token: undefined, storage: oldSiteStorage } }
})
let target: OpenDatabase
let targetStorage: LocalFileStorage

beforeAll(async () => {
  target = await openTestDatabase()
  targetStorage = await tempStorage(folders, 'target')
  await emptySite(target.db)
}, 60_000)

afterAll(async () => {
  await target?.close()
  await removeFolders(folders)
})

type Archived = { key?: string; fields: Record<string, unknown> }
const itemsOf = (archive: ContentArchive, part: string) => (archive.parts[part] ?? []) as Archived[]

// Some 500 reads over HTTP and 550 items written: seconds, more while the other worker is busy (as backup-cli.test.ts).
describe('npm run content -- import-api', { timeout: 60_000 }, () => {
  it("moves every public list and page of another site's API, in five languages with its images, into an empty site", async () => {
    const read = await archiveFromApi(oldSite.transports.http.baseUrl)
    const report = await importContent(target.db, targetStorage, read)
    expect(report.problems).toEqual([])

    const before = await exportContent(oldSite.database.db, oldSiteStorage)
    const after = await exportContent(target.db, targetStorage)
    for (const part of partsOfTheDemo) {
      expect(itemsOf(after, part).length, part).toBe(itemsOf(before, part).length)
    }
    // Each language's title as the old site wrote it, the news in the order it was written.
    expect(itemsOf(after, 'news').map((item) => item.fields.title)).toEqual(
      itemsOf(before, 'news').map((item) => item.fields.title),
    )
    expect(itemsOf(after, 'pages').map((item) => item.fields.body)).toEqual(
      itemsOf(before, 'pages').map((item) => item.fields.body),
    )
    // The image in a news body came with its files, and the body names it.
    const [image] = itemsOf(after, 'media') as Array<Archived & { files: Array<{ name: string }> }>
    expect(image?.files.length).toBeGreaterThan(0)
    expect(JSON.stringify(itemsOf(after, 'news'))).toContain(`"media":"${image?.key}"`)
    expect([...after.files.values()].map((bytes) => bytes.length)).toEqual(
      [...before.files.entries()].filter(([key]) => key.startsWith('media/')).map(([, bytes]) => bytes.length),
    )
    // A pharmacy still stocks its products, by their keys here.
    const stocked = itemsOf(after, 'pharmacies').find((item) => (item as unknown as { products: string[] }).products.length > 0)
    expect(stocked).toBeDefined()
  })
})

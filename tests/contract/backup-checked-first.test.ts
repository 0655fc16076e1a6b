import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tableEntry } from '~/backend/backup/backup-manifest'
import { type RestoreTarget, restoreBackup } from '~/backend/backup/restore-backup'
import { bundledMigrations } from '~/backend/db/bundled-migrations'
import type { OpenDatabase } from '~/backend/db/database.server'
import {
  type ArchiveEntryBytes,
  archiveOf,
  backupOf,
  keysOf,
  packArchive,
  unpackArchive,
  withManifest,
} from './backup-archive-support'
import { openTestDatabase } from './harness'
import { pdfBytes, tempStorage } from './inquiry-fixtures'

/**
 * A restore reads and checks the whole archive before it opens its target or writes anything (issue 65 §5): an archive
 * whose manifest names a file outside the storage, or whose database part does not hold the rows it lists, or that was
 * made by a newer release, is refused with the database not even opened and no file written, so that the right
 * archive restores into the same place afterwards.
 */

let source: OpenDatabase
const files = await tempStorage()
let entries: ArchiveEntryBytes[]
let good: Buffer

beforeAll(async () => {
  source = await openTestDatabase()
  await files.storage.put('media/first.pdf', Buffer.from(pdfBytes('first')), 'application/pdf')
  await files.storage.put('media/second.pdf', Buffer.from(pdfBytes('second')), 'application/pdf')
  good = (await backupOf(source.db, source.driver, files.storage)).bytes
  entries = await unpackArchive(good)
}, 60_000)

afterAll(async () => {
  await source?.close()
  await files.remove()
})

/** An empty site to restore into; `opened` says whether the restore got as far as opening it. */
async function emptyTarget() {
  const storage = await tempStorage()
  let database: OpenDatabase | undefined
  const target = {
    opened: () => database !== undefined,
    open: async (): Promise<RestoreTarget> => {
      database = await openTestDatabase({ seeded: false })
      return { db: database.db, storage: storage.storage }
    },
    keys: () => keysOf(storage.storage),
    close: async () => {
      await database?.close()
      await storage.remove()
    },
  }
  return target
}

describe('a restore checks the whole archive before it writes anything', { timeout: 60_000 }, () => {
  it('refuses a file named outside the storage, having written nothing, and the right archive restores afterwards', async () => {
    const outside = { name: 'files/../outside.pdf', bytes: Buffer.from(pdfBytes('outside')) }
    const manifest = entries.at(-1) as ArchiveEntryBytes
    const crafted = withManifest([...entries.slice(0, -1), outside, manifest], (listed) => {
      listed.files.push({ key: '../outside.pdf', entry: outside.name, size: 0, sha256: '0'.repeat(64) })
    })
    const target = await emptyTarget()
    try {
      await expect(restoreBackup(archiveOf(await packArchive(crafted)), target.open)).rejects.toMatchObject({
        code: 'DAMAGED_ARCHIVE',
        message: expect.stringContaining('names a file outside the file storage ("../outside.pdf")'),
      })
      expect(target.opened()).toBe(false)
      expect(await target.keys()).toEqual([])

      const restored = await restoreBackup(archiveOf(good), target.open)
      expect(restored.files).toBe(2)
      expect(await target.keys()).toEqual(['media/first.pdf', 'media/second.pdf'])
    } finally {
      await target.close()
    }
  })

  it('refuses a database part that does not hold the rows its manifest lists, and a newer schema, opening nothing', async () => {
    const countries = tableEntry('countries')
    const crafted = withManifest(
      entries.map((entry) => (entry.name === countries ? { ...entry, bytes: Buffer.from('[1, 2]\n') } : entry)),
      (listed) => {
        const table = listed.tables.find((item) => item.entry === countries)
        if (table) table.rows = 1
      },
    )
    const target = await emptyTarget()
    try {
      await expect(restoreBackup(archiveOf(await packArchive(crafted)), target.open)).rejects.toMatchObject({
        code: 'DAMAGED_ARCHIVE',
        message: expect.stringContaining(`${countries} does not hold the 1 rows its manifest lists`),
      })
      const olderRelease = { ...archiveOf(good), migrations: bundledMigrations().slice(0, -1) }
      await expect(restoreBackup(olderRelease, target.open)).rejects.toMatchObject({ code: 'NEWER_SCHEMA' })
      expect(target.opened()).toBe(false)
      expect(await target.keys()).toEqual([])
    } finally {
      await target.close()
    }
  })
})

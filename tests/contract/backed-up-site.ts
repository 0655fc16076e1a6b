import { afterAll, beforeAll } from 'vitest'
import type { SignatureCheck } from '~/backend/backup/backup-signature'
import type { RestoreTarget } from '~/backend/backup/restore-backup'
import { exportSiteSecrets } from '~/backend/backup/site-secrets'
import type { OpenDatabase } from '~/backend/db/database.server'
import type { LocalFileStorage } from '~/backend/storage/local-file-storage.server'
import { type ArchiveEntryBytes, backupOf, unpackArchive } from './backup-archive-support'
import { openTestDatabase } from './harness'
import { tempStorage } from './inquiry-fixtures'

export interface BackedUpSite {
  source: OpenDatabase
  /** Its backup archive, signed by it. */
  archive: Buffer
  entries: ArchiveEntryBytes[]
  /** Its keys file's keys, which check the archive. */
  keys: SignatureCheck
}

export interface EmptyTarget {
  storage: LocalFileStorage
  /** Opens an empty database, as the command line does once the archive is checked. */
  open: () => Promise<RestoreTarget>
  /** Whether a restore got as far as opening it. */
  opened: () => boolean
}

/**
 * A seeded site with `files` stored, backed up once before the file's tests; `emptyTarget()` is an empty site to
 * restore into (a database and a folder), removed after them.
 */
export function setUpBackedUpSite(files: Record<string, Uint8Array>) {
  const site = {} as BackedUpSite
  const cleanups: Array<() => Promise<void>> = []
  const sourceFiles = tempStorage()

  beforeAll(async () => {
    site.source = await openTestDatabase()
    const { storage, remove } = await sourceFiles
    cleanups.push(remove, () => site.source.close())
    for (const [key, bytes] of Object.entries(files)) await storage.put(key, bytes, 'application/pdf')
    site.archive = (await backupOf(site.source.db, site.source.driver, storage)).bytes
    site.entries = await unpackArchive(site.archive)
    site.keys = { secrets: (await exportSiteSecrets(site.source.db)).secrets }
  }, 60_000)

  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup()
  })

  async function emptyTarget(): Promise<EmptyTarget> {
    const folder = await tempStorage()
    cleanups.push(folder.remove)
    let opened = false
    return {
      storage: folder.storage,
      opened: () => opened,
      open: async () => {
        opened = true
        const database = await openTestDatabase({ seeded: false })
        cleanups.push(() => database.close())
        return { db: database.db, storage: folder.storage }
      },
    }
  }

  return { site, emptyTarget }
}

import { sql } from 'drizzle-orm'
import type { Tx } from '~/backend/admin/db-transaction'
import type { Database } from '~/backend/db/database.server'
import type { FileStorage } from '~/backend/storage/file-storage'
import { announceContentChange } from '../content/content-changes.server'
import type { ContentArchive } from './archive-format'
import type { WrittenIds } from './archive-part'
import { archiveParts, keyIdsOf } from './archive-parts'
import { type ArchiveProblem, ArchiveRefusal, type ArchiveReport } from './archive-problems'
import { checkArchive, partsHeld } from './check-archive'
import { removeFiles, storeNewFiles } from './stored-files'

/** One import at a time, on every process of the site (a PostgreSQL advisory lock's number). */
const CONTENT_IMPORT_LOCK_ID = 73_290_125

/**
 * Writes a checked archive's parts in the given transaction, in their order (what others name first); answers the ids
 * of the rows it wrote of the kinds the demo marks, by table (the demo's load, decision 123, is such an import).
 */
export async function writeArchive(tx: Tx, archive: ContentArchive): Promise<WrittenIds> {
  const written: WrittenIds = {}
  let ids = await keyIdsOf(tx)
  for (const part of archiveParts) {
    const items = archive.parts[part.name] ?? []
    if (items.length === 0) continue
    for (const [table, rows] of Object.entries((await part.write(tx, items, ids)) ?? {})) {
      written[table] = [...(written[table] ?? []), ...rows]
    }
    // The keys it gave (a category's, a product's) name the rows written: later parts refer to them.
    if (part.keys) ids = await keyIdsOf(tx)
  }
  return written
}

/**
 * Imports an archive into an empty site, all or nothing (decision 125): the check first (a fault anywhere refuses the
 * whole, ArchiveRefusal with its report, nothing written); then the files the storage lacks, then every part's rows in
 * one transaction, which announces the change to every process and, one import at a time, checks again that the site
 * is still empty. If the transaction fails, the files it stored go.
 */
export async function importContent(
  db: Database,
  storage: FileStorage,
  archive: ContentArchive,
  readProblems: ArchiveProblem[] = [],
): Promise<ArchiveReport> {
  const report = await checkArchive(db, archive, readProblems)
  if (report.problems.length > 0) throw new ArchiveRefusal(report)
  const stored = await storeNewFiles(storage, archive.files)
  try {
    await db.transaction(async (tx) => {
      // Two imports sent at once both pass the check: the second waits here, then finds the first's content.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${CONTENT_IMPORT_LOCK_ID})`)
      const held = await partsHeld(tx, archive)
      if (held.length > 0) throw new ArchiveRefusal({ ...report, problems: held })
      await writeArchive(tx, archive)
      await announceContentChange(tx, 'content')
    })
  } catch (error) {
    // Refused for another import's content, its files may be the ones this one stored too: they stay.
    if (!(error instanceof ArchiveRefusal)) await removeFiles(storage, stored)
    throw error
  }
  return report
}

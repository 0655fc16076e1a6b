import type { Database } from '~/backend/db/database.server'
import type { FileStorage } from '~/backend/storage/file-storage'
import type { ContentArchive } from './archive-format'
import { archiveParts, idKeysOf } from './archive-parts'
import { readStored } from './stored-files'

/**
 * The site's content as an archive (decision 125): every part's items in their order, references by key, and the
 * stored files they name. Read outside any transaction: an export taken while staff edit may hold an item's change
 * and not the one made just after it, as a page read at that moment would.
 */
export async function exportContent(db: Database, storage: FileStorage): Promise<ContentArchive> {
  const ids = await idKeysOf(db)
  const keys = new Set<string>()
  const parts: Record<string, unknown[]> = {}
  for (const part of archiveParts) parts[part.name] = await part.read(db, ids, keys)
  const files = new Map<string, Uint8Array>()
  for (const key of [...keys].sort()) files.set(key, await readStored(storage, key))
  return { parts, files }
}

import { sql } from 'drizzle-orm'
import type { MediaFile } from '../db/content-editing-schema'
import { mediaItems } from '../db/content-editing-schema'
import type { Database } from '../db/database.server'
import type { FileStorage } from '../storage/file-storage'
import { contentTypeOf } from './media-images.server'

/** Where a library file is kept in the storage (the folder or the S3 bucket of the attachments). */
export const mediaStorageKey = (name: string) => `media/${name}`

/**
 * Stores the files of an image. A name is a hash of the bytes, so a name already stored holds these same bytes (two
 * uploads that differ only in their metadata make the same files): the folder's refusal to overwrite it is no failure.
 */
export async function storeFiles(storage: FileStorage, files: (MediaFile & { data: Uint8Array })[]): Promise<void> {
  for (const file of files) {
    try {
      await storage.put(mediaStorageKey(file.name), file.data, contentTypeOf(file.name))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}

/** Removes the files no item of the library names (another item may share one: see storeFiles). */
export async function removeUnsharedFiles(db: Database, storage: FileStorage, files: MediaFile[]): Promise<void> {
  for (const file of files) {
    const [shared] = await db
      .select({ id: mediaItems.id })
      .from(mediaItems)
      .where(sql`${mediaItems.files} @> ${JSON.stringify([{ name: file.name }])}::jsonb`)
      .limit(1)
    if (!shared) await storage.delete(mediaStorageKey(file.name))
  }
}

import { buffer } from 'node:stream/consumers'
import { FileNotFoundError, type FileStorage } from '~/backend/storage/file-storage'
import { contentTypeOf } from '../media/media-images.server'

/** A stored file's bytes. */
export async function readStored(storage: FileStorage, key: string): Promise<Uint8Array> {
  return new Uint8Array(await buffer(await storage.get(key)))
}

const contentTypeOfKey = (key: string) => (key.endsWith('.pdf') ? 'application/pdf' : contentTypeOf(key))

/**
 * Stores an archive's files before its rows are written (a transaction waits on nothing but the database, decision 55's
 * rule): each key the storage lacks is written; the keys written are answered, to be removed if the import rolls back.
 * A key already there holds the same bytes (its name is their hash) and is left as it is.
 */
export async function storeNewFiles(storage: FileStorage, files: ReadonlyMap<string, Uint8Array>): Promise<string[]> {
  const written: string[] = []
  try {
    for (const [key, bytes] of files) {
      if (await isStored(storage, key)) continue
      await storage.put(key, bytes, contentTypeOfKey(key))
      written.push(key)
    }
  } catch (error) {
    await removeFiles(storage, written)
    throw error
  }
  return written
}

async function isStored(storage: FileStorage, key: string): Promise<boolean> {
  try {
    ;(await storage.get(key)).destroy()
    return true
  } catch (error) {
    if (error instanceof FileNotFoundError) return false
    throw error
  }
}

export async function removeFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  for (const key of keys) await storage.delete(key)
}

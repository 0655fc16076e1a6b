import type { Readable } from 'node:stream'

/**
 * Where attachments live, by key (a generated name, never the visitor's file name): a local folder by default,
 * S3-compatible storage when configured. Keys contain only [A-Za-z0-9/_.-].
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing nothing: resolves once they are durable. */
  put(key: string, body: Readable | Uint8Array, contentType: string): Promise<void>
  /** The stored bytes; rejects with FileNotFoundError when the key holds nothing. */
  get(key: string): Promise<Readable>
  /** Removes the key; deleting a key that holds nothing is not an error. */
  delete(key: string): Promise<void>
}

/** A stored file as a listing names it. */
export interface StoredFile {
  key: string
  size: number
}

/** A storage whose files can be listed: what a backup copies (both real storages are). */
export interface ListableFileStorage extends FileStorage {
  /** Every file whose key starts with `prefix` (all when empty), in no set order; a write in progress is not listed. */
  list(prefix?: string): AsyncIterable<StoredFile>
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under ${key}`)
    this.name = 'FileNotFoundError'
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/

/** Whether `key` stays inside the storage root (no `..`, no absolute path) and is one a generator of ours could make. */
export const isStorageKey = (key: string): boolean =>
  key.length <= 300 && KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '.' || part === '..')

/** Refuses keys that could leave the storage root or that no generator of ours makes (isStorageKey). */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`)
}

import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { assertStorageKey, FileNotFoundError, type ListableFileStorage, type StoredFile } from './file-storage'

/**
 * Files in a folder on this machine. A file is written to a temporary name, flushed to disk and renamed, so
 * a key holds either nothing or the whole file, even if the process dies while writing. The temporary name is
 * the key's own (`<key>.partial`), so deleting the key also deletes what a process killed mid-write left.
 */
export class LocalFileStorage implements ListableFileStorage {
  readonly root: string

  constructor(root: string) {
    this.root = resolve(root)
  }

  private pathOf(key: string): string {
    assertStorageKey(key)
    return join(this.root, key)
  }

  async put(key: string, body: Readable | Uint8Array, _contentType: string): Promise<void> {
    const path = this.pathOf(key)
    await mkdir(dirname(path), { recursive: true })
    const partial = `${path}.partial`
    try {
      await pipeline(body instanceof Uint8Array ? Readable.from([body]) : body, createWriteStream(partial, { flags: 'wx' }))
      const handle = await open(partial, 'r')
      try {
        await handle.sync()
      } finally {
        await handle.close()
      }
      await rename(partial, path)
    } catch (error) {
      // EEXIST: another write of this key is under way (or was killed); that file is not this call's to remove.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(partial, { force: true })
      throw error
    }
  }

  async get(key: string): Promise<Readable> {
    const path = this.pathOf(key)
    const stream = createReadStream(path)
    // Surface a missing file as the rejection of get(), not as a later stream error.
    await new Promise<void>((resolveOpen, reject) => {
      stream.once('open', () => resolveOpen())
      stream.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new FileNotFoundError(key) : error))
    })
    return stream
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key)
    await rm(path, { force: true })
    await rm(`${path}.partial`, { force: true })
  }

  async *list(prefix = ''): AsyncIterable<StoredFile> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw error
    })
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.partial')) continue
      const path = join(entry.parentPath, entry.name)
      const key = relative(this.root, path).split(sep).join('/')
      if (!key.startsWith(prefix)) continue
      const size = await stat(path).then(
        (found) => found.size,
        () => undefined,
      )
      // Gone since the folder was read (deleted by a retention rule): not there to list.
      if (size !== undefined) yield { key, size }
    }
  }
}

import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export interface SpooledFile {
  path: string
  /** Removes the file; removing it twice is no error. */
  remove: () => Promise<void>
}

/**
 * Writes a stream whole to a new file of this process in `directory` (readable by its owner only: it holds what a
 * visitor sent), at the pace of the disk, so that little of it is in memory at any time. When the stream fails (a
 * limit passed, the client left), the file is removed and the stream's error is thrown.
 */
export async function spoolToFile(body: Readable, directory: string): Promise<SpooledFile> {
  const path = join(directory, `site-upload-${randomUUID()}`)
  const remove = () => rm(path, { force: true })
  try {
    await pipeline(body, createWriteStream(path, { flags: 'wx', mode: 0o600 }))
    return { path, remove }
  } catch (error) {
    await remove()
    throw error
  }
}

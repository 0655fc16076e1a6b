import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { PassThrough, type Readable, type Writable } from 'node:stream'
import type { ListableFileStorage } from '../storage/file-storage'
import { BACKUPS_PREFIX } from './backup-manifest'

/** An archive's name: when it was taken (UTC) and its run's number, so that names sort by age. */
export const archiveName = (takenAt: Date, run: number) =>
  `site-backup-${takenAt.toISOString().replace(/[-:]|\.\d+/g, '')}-${run}.tar.gz`
const ARCHIVE_NAME = /^site-backup-\d{8}T\d{6}Z-\d+\.tar\.gz$/

/**
 * Where the archives go: the folder BACKUP_DIR, or `backups/` in the S3 bucket when the site keeps its files there
 * (then a backup leaves the machine as the files do).
 */
export interface BackupPlace {
  /** Where an operator finds an archive, for the log and the command line. */
  whereIs(name: string): string
  /** Writes an archive whole under `name`; nothing is under that name unless `fill` succeeded. */
  write(name: string, fill: (output: Writable) => Promise<void>): Promise<number>
  read(name: string): Promise<Readable>
  /** The archives there, oldest first. */
  archives(): Promise<string[]>
  remove(name: string): Promise<void>
}

/** Counts what passes through. */
function counting(): { stream: PassThrough; bytes: () => number } {
  let bytes = 0
  const stream = new PassThrough()
  stream.on('data', (chunk: Buffer) => {
    bytes += chunk.length
  })
  return { stream, bytes: () => bytes }
}

export function folderPlace(dir: string): BackupPlace {
  const root = resolve(dir)
  return {
    whereIs: (name) => join(root, name),
    async write(name, fill) {
      await mkdir(root, { recursive: true, mode: 0o700 })
      const partial = join(root, `${name}.partial`)
      try {
        await fill(createWriteStream(partial, { flags: 'wx', mode: 0o600 }))
        const handle = await open(partial, 'r')
        try {
          await handle.sync()
        } finally {
          await handle.close()
        }
        await rename(partial, join(root, name))
        return (await stat(join(root, name))).size
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },
    read: async (name) => createReadStream(join(root, name)),
    archives: async () => (await readdir(root).catch(() => [] as string[])).filter((name) => ARCHIVE_NAME.test(name)).sort(),
    remove: (name) => rm(join(root, name), { force: true }),
  }
}

export function bucketPlace(storage: ListableFileStorage, bucket: string): BackupPlace {
  return {
    whereIs: (name) => `s3://${bucket}/${BACKUPS_PREFIX}${name}`,
    async write(name, fill) {
      const { stream, bytes } = counting()
      // The storage reads the archive whole before it is stored under its key: a failed backup stores nothing.
      await Promise.all([storage.put(`${BACKUPS_PREFIX}${name}`, stream, 'application/gzip'), fill(stream)])
      return bytes()
    },
    read: (name) => storage.get(`${BACKUPS_PREFIX}${name}`),
    async archives() {
      const names: string[] = []
      for await (const file of storage.list(BACKUPS_PREFIX)) {
        const name = file.key.slice(BACKUPS_PREFIX.length)
        if (ARCHIVE_NAME.test(name)) names.push(name)
      }
      return names.sort()
    },
    remove: (name) => storage.delete(`${BACKUPS_PREFIX}${name}`),
  }
}

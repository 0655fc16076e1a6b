import { inArray, lt, sql } from 'drizzle-orm'
import { log } from '~/server/logging/log.server'
import type { Database } from '../db/database.server'
import { pendingUploads } from '../db/inquiry-schema'
import type { FileStorage } from '../storage/file-storage'

/**
 * Every attachment is reserved (committed) before its bytes are stored, and released by the transaction that
 * commits its inquiry. A reservation that outlives its request names a file no inquiry owns: the sweep
 * deletes it, so a crash between storing and committing leaves no orphan file behind for good.
 */
export async function reserveUpload(db: Pick<Database, 'insert'>, storageKey: string): Promise<void> {
  await db.insert(pendingUploads).values({ storageKey })
}

/** Inside the inquiry's transaction: its files now belong to it. */
export async function releaseUploads(tx: Pick<Database, 'delete'>, storageKeys: string[]): Promise<void> {
  if (storageKeys.length) await tx.delete(pendingUploads).where(inArray(pendingUploads.storageKey, storageKeys))
}

/** A refused or failed submission: its stored files go at once, then their reservations. */
export async function discardUploads(db: Pick<Database, 'delete'>, storage: FileStorage, storageKeys: string[]): Promise<void> {
  if (!storageKeys.length) return
  try {
    for (const key of storageKeys) await storage.delete(key)
    await releaseUploads(db, storageKeys)
  } catch (error) {
    // The reservations stay; the sweep retries later.
    log.warn('inquiries', 'could not discard uploads yet', { error })
  }
}

/** Longer than any upload can take, so an upload still in progress in another process is never swept. */
export const ABANDONED_AFTER_SECONDS = 3600

/** Deletes the files of reservations older than the threshold; returns their keys (for the log). */
export async function sweepAbandonedUploads(
  db: Pick<Database, 'select' | 'delete'>,
  storage: FileStorage,
  olderThanSeconds: number = ABANDONED_AFTER_SECONDS,
): Promise<string[]> {
  // The database's clock, as for created_at: the processes' clocks need not agree.
  const cutoff = sql`now() - make_interval(secs => ${olderThanSeconds}::float8)`
  const stale = await db
    .select({ key: pendingUploads.storageKey })
    .from(pendingUploads)
    .where(lt(pendingUploads.createdAt, cutoff))
  const keys = stale.map((row) => row.key)
  for (const key of keys) await storage.delete(key)
  await releaseUploads(db, keys)
  return keys
}

/** Sweeps now and then every hour (the timer does not keep the process alive). */
export function startUploadSweeper(db: Database, storage: FileStorage, intervalMs = 3_600_000): () => void {
  const run = () =>
    sweepAbandonedUploads(db, storage)
      .then((keys) => {
        if (keys.length) log.info('inquiries', `deleted ${keys.length} abandoned upload(s)`, { keys: keys.join(', ') })
      })
      .catch((error: unknown) => log.warn('inquiries', 'upload sweep failed', { error }))
  void run()
  const timer = setInterval(run, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

import { Cron } from 'croner'
import { and, desc, eq, lt } from 'drizzle-orm'
import { log } from '~/server/logging/log.server'
import { siteMetrics } from '~/server/metrics/site-metrics.server'
import { backupRuns } from '../db/backup-schema'
import type { Database } from '../db/database.server'
import { isUniqueViolation } from '../db/pg-errors'
import type { ListableFileStorage } from '../storage/file-storage'
import { archiveName, type BackupPlace } from './backup-place.server'
import { writeBackup } from './write-backup'

export type BackupRun = typeof backupRuns.$inferSelect
type Trigger = BackupRun['trigger']

export interface BackupRunnerOptions {
  db: Database
  driver: 'pglite' | 'postgres'
  storage: ListableFileStorage
  place: BackupPlace
  /** Archives kept; the oldest go once a backup succeeds. */
  keep: number
  /** BACKUP_SCHEDULE (a cron expression) and its time zone; unset: backups only on request. */
  schedule?: { expression: string; timeZone: string }
  now?: () => Date
}

/** Another backup is being taken (by this process or another): one at a time. */
export class BackupInProgress extends Error {
  constructor() {
    super('a backup is already being taken')
    this.name = 'BackupInProgress'
  }
}

/** A run still `running` this long after it began died with its process. */
const INTERRUPTED_AFTER_MS = 6 * 60 * 60_000

export interface BackupStatus {
  last: BackupRun | undefined
  lastDone: BackupRun | undefined
  /** When the schedule takes the next one; undefined without a schedule. */
  next: Date | undefined
}

export function createBackupRunner(options: BackupRunnerOptions) {
  const { db, place } = options
  const now = options.now ?? (() => new Date())
  const cron = options.schedule
    ? new Cron(options.schedule.expression, { paused: true, timezone: options.schedule.timeZone })
    : undefined

  async function begin(trigger: Trigger): Promise<BackupRun> {
    await db
      .update(backupRuns)
      .set({ status: 'failed', finishedAt: now(), error: 'interrupted: its process stopped before it ended' })
      .where(and(eq(backupRuns.status, 'running'), lt(backupRuns.startedAt, new Date(now().getTime() - INTERRUPTED_AFTER_MS))))
    try {
      const [run] = await db.insert(backupRuns).values({ trigger, startedAt: now() }).returning()
      if (!run) throw new Error('the backup run could not be recorded')
      return run
    } catch (error) {
      if (isUniqueViolation(error, 'backup_runs_one_running')) throw new BackupInProgress()
      throw error
    }
  }

  async function prune(): Promise<void> {
    const archives = await place.archives()
    for (const name of archives.slice(0, Math.max(0, archives.length - options.keep))) await place.remove(name)
  }

  /** Takes a backup now (BackupInProgress when one is under way anywhere); a failure is recorded, logged and thrown. */
  async function takeNow(trigger: Trigger): Promise<BackupRun> {
    const run = await begin(trigger)
    const name = archiveName(run.startedAt, run.id)
    const started = performance.now()
    try {
      let manifest: Awaited<ReturnType<typeof writeBackup>> | undefined
      const bytes = await place.write(name, async (output) => {
        manifest = await writeBackup({ db, driver: options.driver, storage: options.storage, now }, output)
      })
      const rows = manifest?.tables.reduce((sum, table) => sum + table.rows, 0) ?? 0
      const files = manifest?.files.length ?? 0
      const [done] = await db
        .update(backupRuns)
        .set({ status: 'done', finishedAt: now(), archive: name, bytes, rows, files })
        .where(eq(backupRuns.id, run.id))
        .returning()
      siteMetrics().jobRuns.inc({ job: 'backup', outcome: 'ok' })
      siteMetrics().jobLastSuccess.set({ job: 'backup' }, Date.now() / 1000)
      log.info('backup', 'a backup was written', {
        archive: place.whereIs(name),
        bytes,
        rows,
        files,
        seconds: Math.round((performance.now() - started) / 100) / 10,
        trigger,
      })
      await prune().catch((error: unknown) => log.warn('backup', 'old archives could not be removed', { error: String(error) }))
      return done ?? run
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      await db
        .update(backupRuns)
        .set({ status: 'failed', finishedAt: now(), error: reason.slice(0, 500) })
        .where(eq(backupRuns.id, run.id))
      siteMetrics().jobRuns.inc({ job: 'backup', outcome: 'failed' })
      log.error('backup', 'a backup failed', { error: reason, trigger })
      throw error
    }
  }

  async function status(): Promise<BackupStatus> {
    const [last] = await db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1)
    const [lastDone] = await db
      .select()
      .from(backupRuns)
      .where(eq(backupRuns.status, 'done'))
      .orderBy(desc(backupRuns.startedAt))
      .limit(1)
    return { last, lastDone, next: cron?.nextRun(now()) ?? undefined }
  }

  /**
   * Takes the scheduled backup when its moment has passed since the last scheduled one (or since `since`, this
   * process's start, when there was none): every process checks, the first to begin takes it, the others see it.
   */
  async function takeIfDue(since: Date): Promise<BackupRun | undefined> {
    if (!cron) return undefined
    const [lastScheduled] = await db
      .select({ startedAt: backupRuns.startedAt })
      .from(backupRuns)
      .where(eq(backupRuns.trigger, 'schedule'))
      .orderBy(desc(backupRuns.startedAt))
      .limit(1)
    const due = cron.nextRun(lastScheduled?.startedAt ?? since)
    if (!due || due > now()) return undefined
    try {
      return await takeNow('schedule')
    } catch (error) {
      if (error instanceof BackupInProgress) return undefined
      throw error
    }
  }

  return { takeNow, status, takeIfDue, schedule: options.schedule?.expression, whereIs: place.whereIs }
}

export type BackupRunner = ReturnType<typeof createBackupRunner>

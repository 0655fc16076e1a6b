import type { Hono } from 'hono'
import { backupEndpoints as api, type BackupRunData } from '~/api/contract/backup-endpoints'
import { recordAudit } from '../audit/audit-log'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { implementStaff } from '../staff/implement-staff'
import { BackupInProgress, type BackupRun, type BackupRunner } from './backup-runs.server'
import { exportSiteSecrets } from './site-secrets'

const iso = (at: Date | null) => (at ? at.toISOString() : null)

function runData(run: BackupRun | undefined, whereIs: (archive: string) => string): BackupRunData | null {
  if (!run) return null
  return {
    id: run.id,
    trigger: run.trigger,
    status: run.status,
    startedAt: run.startedAt.toISOString(),
    finishedAt: iso(run.finishedAt),
    archive: run.archive ? whereIs(run.archive) : null,
    bytes: run.bytes,
    rows: run.rows,
    files: run.files,
    error: run.error,
  }
}

/**
 * The backups' calls (backup-endpoints.ts); registered after the /admin/* actor middleware (app.ts). Without a runner
 * (a backend built without backups, as in most tests) their roles are still checked, then they answer 404.
 */
export function registerBackupRoutes(app: Hono, db: Database, backups: BackupRunner | undefined): void {
  const runnerOrNotFound = () => {
    if (!backups) throw new ApiError('NOT_FOUND')
    return backups
  }
  implementStaff(app, api.backupStatus, async () => {
    const runner = runnerOrNotFound()
    const status = await runner.status()
    return {
      schedule: runner.schedule ?? null,
      next: status.next?.toISOString() ?? null,
      last: runData(status.last, runner.whereIs),
      lastDone: runData(status.lastDone, runner.whereIs),
    }
  })

  implementStaff(app, api.takeBackup, async ({ actor, clientIp }) => {
    const runner = runnerOrNotFound()
    try {
      const run = await runner.takeNow('request')
      await recordAudit(db, actor, clientIp, {
        action: 'backup.take',
        targetType: 'backup',
        targetId: run.id,
        detail: { archive: run.archive },
      })
      return runData(run, runner.whereIs) as BackupRunData
    } catch (error) {
      if (error instanceof BackupInProgress) throw new ApiError('BACKUP_IN_PROGRESS')
      throw error
    }
  })

  implementStaff(app, api.exportSecrets, async ({ actor, clientIp }) => {
    const exported = await exportSiteSecrets(db)
    await recordAudit(db, actor, clientIp, {
      action: 'backup.secrets-export',
      detail: { keys: Object.keys(exported.secrets).length },
    })
    return exported
  })
}

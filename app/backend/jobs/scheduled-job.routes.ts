import type { Hono } from 'hono'
import { scheduledJobEndpoints as api } from '~/api/contract/scheduled-job-endpoints'
import { recordAudit } from '../audit/audit-log'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { implementStaff } from '../staff/implement-staff'
import { readJobHealth } from './job-outcomes.server'
import type { ScheduledJobRuns } from './scheduled-job-runs'

/**
 * The scheduled jobs' calls (scheduled-job-endpoints.ts); registered after the /admin/* actor middleware (app.ts).
 * Without the process's jobs (a backend started without its timers, as in most tests) a run answers 404.
 */
export function registerScheduledJobRoutes(app: Hono, db: Database, runs: ScheduledJobRuns | undefined): void {
  implementStaff(app, api.jobHealth, () => readJobHealth(db))

  implementStaff(app, api.runJob, async ({ params, actor, clientIp }) => {
    const run = runs?.runNow(params.job)
    if (!run) throw new ApiError('NOT_FOUND')
    const outcome = await run
    await recordAudit(db, actor, clientIp, { action: 'job.run', targetType: 'job', targetId: params.job, detail: { outcome } })
    return { outcome, health: await readJobHealth(db) }
  })
}

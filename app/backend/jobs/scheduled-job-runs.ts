import type { ScheduledJob } from '~/api/contract/scheduled-job-endpoints'
import type { JobOutcome } from './job-outcomes.server'

/**
 * How this process runs each scheduled job now, for an admin who mended a failure's cause (scheduled-job.routes.ts).
 * The backend's app is made before its jobs start; each job is provided here once started.
 */
export interface ScheduledJobRuns {
  provide(job: ScheduledJob, runNow: () => Promise<JobOutcome>): void
  /** Undefined when this process does not run the job (a backend started without its timers). */
  runNow(job: ScheduledJob): Promise<JobOutcome> | undefined
}

export function scheduledJobRuns(): ScheduledJobRuns {
  const runs = new Map<ScheduledJob, () => Promise<JobOutcome>>()
  return {
    provide: (job, runNow) => void runs.set(job, runNow),
    runNow: (job) => runs.get(job)?.(),
  }
}

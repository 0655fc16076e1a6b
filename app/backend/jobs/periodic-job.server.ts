import { log } from '~/server/logging/log.server'
import { siteMetrics } from '~/server/metrics/site-metrics.server'
import { isDatabaseUnavailable } from '../db/database-unavailable'
import type { JobOutcome, JobOutcomes } from './job-outcomes.server'

export interface PeriodicJob {
  /** Runs the job now (after any run in progress), and resolves when that run is over, with how it went. */
  runNow(): Promise<JobOutcome>
  /** No further runs; resolves when the run in progress, if any, is over. */
  stop(): Promise<void>
}

export interface PeriodicJobOptions {
  name: string
  intervalMs: number
  /** The first run, after start; defaults to the interval. */
  firstRunAfterMs?: number
  run: () => Promise<unknown>
  /** Where each run's outcome is told, for a job the admins' dashboard shows (job-outcomes.server.ts). */
  outcomes?: JobOutcomes
}

/**
 * Runs a job every interval in this process, one run at a time (the next is scheduled when one ends, so a
 * slow run never overlaps itself). A failed run is logged and the job goes on: a database that cannot be reached
 * is an outage, worth one line, and anything else a bug, logged whole. The timer does not keep the process alive.
 */
export function startPeriodicJob({
  name,
  intervalMs,
  firstRunAfterMs = intervalMs,
  run,
  outcomes,
}: PeriodicJobOptions): PeriodicJob {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let current: Promise<JobOutcome> = Promise.resolve('done')

  const runOnce = (): Promise<JobOutcome> => {
    current = current.then(async (): Promise<JobOutcome> => {
      if (stopped) return 'done'
      try {
        await run()
        siteMetrics().jobRuns.inc({ job: name, outcome: 'ok' })
        siteMetrics().jobLastSuccess.set({ job: name }, Date.now() / 1000)
        await outcomes?.record('done')
        return 'done'
      } catch (error) {
        siteMetrics().jobRuns.inc({ job: name, outcome: 'failed' })
        const retry = `trying again in ${Math.round(intervalMs / 1000)} s`
        if (isDatabaseUnavailable(error)) log.warn('jobs', `the database is unavailable; ${retry}`, { job: name })
        else
          log.error('jobs', `run failed; ${retry}`, { job: name, error, stack: error instanceof Error ? error.stack : undefined })
        await outcomes?.record('failed')
        return 'failed'
      }
    })
    return current
  }

  const schedule = (delay: number) => {
    if (stopped) return
    timer = setTimeout(() => {
      runOnce().finally(() => schedule(intervalMs))
    }, delay)
    timer.unref()
  }

  schedule(firstRunAfterMs)
  return {
    runNow: runOnce,
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await current
    },
  }
}

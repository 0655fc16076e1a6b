import { afterAll, describe, expect, it } from 'vitest'
import { scheduledJobEndpoints as api, type ScheduledJob } from '~/api/contract/scheduled-job-endpoints'
import type { Database } from '~/backend/db/database.server'
import { jobLogNames, jobOutcomesIn } from '~/backend/jobs/job-outcomes.server'
import { type PeriodicJob, startPeriodicJob } from '~/backend/jobs/periodic-job.server'
import { scheduledJobRuns } from '~/backend/jobs/scheduled-job-runs'
import { auditOf, call, editingStaff, ok } from './post-editing-support'
import { roleRefusalLog, setUpStaffHarness } from './staff-support'

/**
 * Issue 39 §5 (docs/decisions/0082): a scheduled job's failed run stays on the admins' dashboard until a run of it
 * succeeds on any process, counted across processes; an admin runs it now after mending the cause. Each "process" is
 * a job of its own on the same database, as every instance of the site runs its own timers.
 */
const broken = new Set<ScheduledJob>()
const started: PeriodicJob[] = []
/** The member purge as a process runs it: on its timer (an hour away here) and when asked; it fails while broken. */
function purgeJobOf(db: Database): PeriodicJob {
  const job = startPeriodicJob({
    name: jobLogNames.memberPurge,
    intervalMs: 3_600_000,
    run: async () => {
      if (broken.has('memberPurge')) throw new Error('permission denied for table member_sessions')
    },
    outcomes: jobOutcomesIn(db, 'memberPurge'),
  })
  started.push(job)
  return job
}
const runs = scheduledJobRuns()
const harness = setUpStaffHarness({}, (db) => {
  runs.provide('memberPurge', purgeJobOf(db).runNow)
  return { jobs: runs }
})
const { admin, support } = editingStaff(harness, 'jobs-')
afterAll(() => Promise.all(started.map((job) => job.stop())))

const health = () => ok(harness, api.jobHealth, {}, admin.as)
const quietly = <T>(run: () => Promise<T>) => {
  const error = console.error
  console.error = () => {}
  return run().finally(() => {
    console.error = error
  })
}

describe('the scheduled jobs’ health', () => {
  it('lists a job from its first failed run, counts the failures of every process in a row, and drops it after a success', async () => {
    expect((await health()).failing).toEqual([])
    const [one, two] = [purgeJobOf(harness.database.db), purgeJobOf(harness.database.db)]
    broken.add('memberPurge')
    await quietly(async () => {
      expect(await one.runNow()).toBe('failed')
      expect(await two.runNow()).toBe('failed')
      expect(await one.runNow()).toBe('failed')
    })
    const [failing] = (await health()).failing
    expect(failing).toMatchObject({ job: 'memberPurge', failures: 3, logName: 'member purge' })
    expect(Date.parse(failing?.since ?? '')).toBeLessThanOrEqual(Date.parse(failing?.lastFailedAt ?? ''))

    broken.delete('memberPurge')
    // The process that succeeds clears what the other recorded.
    expect(await two.runNow()).toBe('done')
    expect((await health()).failing).toEqual([])
  })

  it('an admin runs a job now and reads how it went and the health after it; the run is audited', async () => {
    broken.add('memberPurge')
    const failed = await quietly(() => ok(harness, api.runJob, { params: { job: 'memberPurge' }, body: {} }, admin.as))
    expect(failed.outcome).toBe('failed')
    expect(failed.health.failing).toMatchObject([{ job: 'memberPurge', failures: 1 }])

    broken.delete('memberPurge')
    const done = await ok(harness, api.runJob, { params: { job: 'memberPurge' }, body: {} }, admin.as)
    expect(done).toEqual({ outcome: 'done', health: { failing: [] } })
    expect((await auditOf(harness, 'job', 'memberPurge')).map((entry) => [entry.actorKind, entry.detail])).toEqual([
      ['staff', { outcome: 'failed' }],
      ['staff', { outcome: 'done' }],
    ])
  })

  it('a job this process does not run answers 404; an unknown job 400; support agents are refused (403)', async () => {
    const run = (job: string) => call(harness, api.runJob, { params: { job: job as ScheduledJob }, body: {} }, admin.as)
    expect((await run('auditRetention')).status).toBe(404)
    expect((await run('everything')).status).toBe(400)
    const warnings = roleRefusalLog()
    expect((await call(harness, api.jobHealth, {}, support.as)).status).toBe(403)
    expect((await call(harness, api.runJob, { params: { job: 'memberPurge' }, body: {} }, support.as)).status).toBe(403)
    warnings.mockRestore()
  })
})

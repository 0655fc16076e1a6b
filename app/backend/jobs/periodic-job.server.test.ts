import { afterEach, expect, test, vi } from 'vitest'
import { startPeriodicJob } from './periodic-job.server'

const jobs: Array<{ stop: () => Promise<void> }> = []
afterEach(async () => {
  await Promise.all(jobs.splice(0).map((job) => job.stop()))
})

function jobFailingWith(error: unknown) {
  const job = startPeriodicJob({
    name: 'mail outbox',
    intervalMs: 10_000,
    firstRunAfterMs: 60_000,
    run: () => Promise.reject(error),
  })
  jobs.push(job)
  return job
}

test('a run that finds the database unavailable logs one warning line, no stack or query, and the job goes on', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
  const job = jobFailingWith(new Error('Failed query: update "mail_outbox" set "attempts" = 1', { cause }))
  await job.runNow()
  await job.runNow()
  expect(warn.mock.calls).toEqual([
    ['jobs: the database is unavailable; trying again in 10 s job="mail outbox"'],
    ['jobs: the database is unavailable; trying again in 10 s job="mail outbox"'],
  ])
})

test('a run that fails for any other reason is logged as an error with the error and its stack, on one line', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const bug = new TypeError('mail.toAddress is undefined')
  await jobFailingWith(bug).runNow()
  expect(error).toHaveBeenCalledWith(
    `jobs: run failed; trying again in 10 s job="mail outbox" error="TypeError: mail.toAddress is undefined" stack=${JSON.stringify(bug.stack)}`,
  )
})

import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { adminOnlyRoles } from './staff-roles'

/**
 * The scheduled jobs an admin answers for (issue 39 §5, docs/decisions/0082): every process runs them on its own
 * timer, and a failed run stays on the admins' dashboard until a run of the same job succeeds on any process. The mail
 * outbox and the backups are not listed: their failures have cards of their own (the failed mails, the last backup).
 */
export const scheduledJobs = [
  'inquiryRetention',
  'memberPurge',
  'auditRetention',
  'auditCopy',
  'scheduleBoundaries',
  'marketingConsentNotice',
] as const
export type ScheduledJob = (typeof scheduledJobs)[number]

/** How a run ended: `done`, or `failed` (its cause in the server's log). */
export const jobOutcomes = ['done', 'failed'] as const
export type JobOutcome = (typeof jobOutcomes)[number]

const timestamp = v.pipe(v.string(), v.isoTimestamp())
const count = v.pipe(v.number(), v.integer(), v.minValue(1))

export const failingJob = v.object({
  job: v.picklist(scheduledJobs),
  /** The first failed run since the last one that succeeded. */
  since: timestamp,
  lastFailedAt: timestamp,
  /** Failed runs in a row, on every process together. */
  failures: count,
  /** The name the server's log gives the job (`"job":"inquiry retention"`), where each failure is written whole. */
  logName: v.string(),
})
export type FailingJob = v.InferOutput<typeof failingJob>

export const jobHealth = v.object({ failing: v.array(failingJob) })
export type JobHealth = v.InferOutput<typeof jobHealth>

export const scheduledJobEndpoints = {
  jobHealth: defineEndpoint({
    method: 'GET',
    path: '/admin/jobs',
    data: jobHealth,
    roles: adminOnlyRoles,
  }),
  /**
   * Runs the job now in the process that takes the call (after its cause was mended, rather than waiting for the next
   * run) and answers the jobs' health after it; audited.
   */
  runJob: defineEndpoint({
    method: 'POST',
    path: '/admin/jobs/:job/runs',
    params: v.object({ job: v.picklist(scheduledJobs) }),
    body: v.object({}),
    maxBodyBytes: 1024,
    data: v.object({ outcome: v.picklist(jobOutcomes), health: jobHealth }),
    roles: adminOnlyRoles,
  }),
}

import { log } from '~/server/logging/log.server'
import type { Database } from '../db/database.server'
import { jobLogNames, jobOutcomesIn } from '../jobs/job-outcomes.server'
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic-job.server'
import { type NoticeLetterhead, sendMarketingConsentNotices } from './marketing-consent-notices'

const MARKETING_NOTICE_INTERVAL_MS = 6 * 60 * 60_000

/**
 * Sends the two-yearly notices of standing marketing consents every six hours (first ten minutes after start):
 * a notice is due on a day, not a minute. Processes may overlap: each notice is recorded before its mail is queued.
 */
export function startMarketingConsentNoticeJob(
  db: Database,
  letterhead: NoticeLetterhead,
  clock: () => Date = () => new Date(),
): PeriodicJob {
  return startPeriodicJob({
    name: jobLogNames.marketingConsentNotice,
    outcomes: jobOutcomesIn(db, 'marketingConsentNotice'),
    intervalMs: MARKETING_NOTICE_INTERVAL_MS,
    firstRunAfterMs: 10 * 60_000,
    run: async () => {
      const sent = await sendMarketingConsentNotices(db, clock(), letterhead)
      if (sent > 0) log.info('members', 'marketing consent notices queued', { sent })
    },
  })
}

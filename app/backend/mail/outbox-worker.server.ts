import { log } from '~/server/logging/log.server'
import type { Database } from '../db/database.server'
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic-job.server'
import type { MailTransport } from './mail-transport.server'
import { type DeliveryReport, defaultOutboxPolicy, deliverDueMails, type OutboxPolicy } from './outbox.server'

export interface OutboxWorkerOptions {
  /** How often the outbox is looked at; a new mail waits at most this long. */
  intervalMs?: number
  firstRunAfterMs?: number
  clock?: () => Date
  policy?: OutboxPolicy
  /** Told about each pass (tests wait on it). */
  onPass?: (report: DeliveryReport) => void
}

export const OUTBOX_INTERVAL_MS = 10_000

/** Sends the outbox's due mails every few seconds in this process; any number of processes may run one. */
export function startOutboxWorker(db: Database, transport: MailTransport, options: OutboxWorkerOptions = {}): PeriodicJob {
  const { intervalMs = OUTBOX_INTERVAL_MS, clock, policy = defaultOutboxPolicy, onPass } = options
  const job = startPeriodicJob({
    name: 'mail outbox',
    intervalMs,
    firstRunAfterMs: options.firstRunAfterMs ?? Math.min(intervalMs, 2_000),
    run: async () => {
      const report = await deliverDueMails(db, transport, { clock, policy })
      if (report.sent) log.info('mail', `sent ${report.sent} mail(s) through ${transport.kind}`)
      onPass?.(report)
    },
  })
  return {
    runNow: job.runNow,
    async stop() {
      await job.stop()
      transport.close()
    },
  }
}

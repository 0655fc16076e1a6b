import { log } from '~/server/logging/log.server'
import { startChannelListener } from '../db/channel-listener.server'
import type { Database, ListenToChannel } from '../db/database.server'
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic-job.server'
import type { MailTransport } from './mail-transport.server'
import { type DeliveryReport, defaultOutboxPolicy, deliverDueMails, type OutboxPolicy } from './outbox.server'
import { MAIL_QUEUED_CHANNEL } from './queue-mails'

export interface OutboxWorkerOptions {
  /**
   * How often the outbox is looked at: a mail due later (a retry after a failure) waits at most this long, and so does
   * a new one when the outbox does not listen.
   */
  intervalMs?: number
  /** Hears each mail queued on any process (queueMails) and looks at once; the interval is then the safety net. */
  listen?: ListenToChannel
  firstRunAfterMs?: number
  clock?: () => Date
  policy?: OutboxPolicy
  /** Told about each pass (tests wait on it). */
  onPass?: (report: DeliveryReport) => void
}

export const OUTBOX_INTERVAL_MS = 10_000

export interface OutboxWorker extends PeriodicJob {
  /** Resolves once the outbox hears queued mail (at once when it does not listen). */
  listening: Promise<void>
}

/**
 * Sends the outbox's due mails as soon as they are queued and every few seconds in this process; any number of
 * processes may run one (each mail is claimed by one of them).
 */
export function startOutboxWorker(db: Database, transport: MailTransport, options: OutboxWorkerOptions = {}): OutboxWorker {
  const { intervalMs = OUTBOX_INTERVAL_MS, clock, policy = defaultOutboxPolicy, onPass, listen } = options
  // A look asked for by a queued mail and not begun yet: it will find every mail committed before it begins, so
  // further notifications until then ask for nothing more.
  let lookWaiting = false
  const job = startPeriodicJob({
    name: 'mail outbox',
    intervalMs,
    firstRunAfterMs: options.firstRunAfterMs ?? Math.min(intervalMs, 2_000),
    run: async () => {
      lookWaiting = false
      const report = await deliverDueMails(db, transport, { clock, policy })
      if (report.sent) log.info('mail', `sent ${report.sent} mail(s) through ${transport.kind}`)
      onPass?.(report)
    },
  })
  const lookSoon = () => {
    if (lookWaiting) return
    lookWaiting = true
    void job.runNow()
  }
  const listener =
    listen && startChannelListener({ listen, channel: MAIL_QUEUED_CHANNEL, subject: 'queued mail', onNotification: lookSoon })
  return {
    runNow: job.runNow,
    listening: listener?.listening ?? Promise.resolve(),
    async stop() {
      await listener?.stop()
      await job.stop()
      transport.close()
    },
  }
}

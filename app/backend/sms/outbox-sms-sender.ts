import { log } from '~/server/logging/log.server'
import type { SmsMessage, SmsSender } from './sms-sender'

/** Enough for the tests and a person trying the site; older messages drop off. */
const KEPT_MESSAGES = 200

/**
 * The default when no SMS provider is configured: each message is written to the server log and kept in a
 * ring in this process's memory (never in the database), so that end-to-end tests can read a code through
 * GET /api/v1/admin/sms.
 */
export function outboxSmsSender(
  clock: () => Date = () => new Date(),
  writeToLog: (to: string, text: string) => void = (to, text) =>
    log.info('sms', 'logged instead of sent (no provider configured)', { to, text }),
): SmsSender {
  const ring: SmsMessage[] = []
  return {
    kind: 'outbox',
    async send(to, text) {
      ring.push({ to, text, sentAt: clock() })
      if (ring.length > KEPT_MESSAGES) ring.splice(0, ring.length - KEPT_MESSAGES)
      writeToLog(to, text)
    },
    recent(to, limit = 10) {
      return ring
        .filter((message) => message.to === to)
        .slice(-limit)
        .reverse()
    },
  }
}

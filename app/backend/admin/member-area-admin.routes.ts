import type { Hono } from 'hono'
import { memberAreaAdminEndpoints as api } from '~/api/contract/member-area-admin-endpoints'
import { ApiError } from '../http/api-error'
import { implement } from '../http/implement'
import type { SmsSender } from '../sms/sms-sender'

/**
 * The SMS outbox of the development sender, for the tests and the end-to-end suite to read codes from. Registered
 * after the /admin/* actor middleware (app.ts). The staff's work on questions and samples: question-answers.ts and
 * sample-workflow.ts.
 */
export function registerMemberAreaAdminRoutes(app: Hono, sms: SmsSender): void {
  implement(app, api.smsOutbox, ({ query }) => {
    if (!sms.recent) throw new ApiError('NOT_FOUND')
    return { items: sms.recent(query.to).map((message) => ({ ...message, sentAt: message.sentAt.toISOString() })) }
  })
}

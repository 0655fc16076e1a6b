import { eq, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { memberAreaAdminEndpoints as api } from '~/api/contract/member-area-admin-endpoints'
import type { Database } from '../db/database.server'
import { memberQuestions, sampleRequests } from '../db/member-area-schema'
import { ApiError } from '../http/api-error'
import { implement } from '../http/implement'
import type { SmsSender } from '../sms/sms-sender'

/**
 * The staff's side of the member area: answer a question, move a sample request, read the SMS outbox. Registered
 * after the /admin/* guard (app.ts), which answers 404 or 401 before any of these runs.
 */
export function registerMemberAreaAdminRoutes(app: Hono, db: Database, sms: SmsSender, clock: () => Date): void {
  implement(app, api.smsOutbox, ({ query }) => {
    if (!sms.recent) throw new ApiError('NOT_FOUND')
    return { items: sms.recent(query.to).map((message) => ({ ...message, sentAt: message.sentAt.toISOString() })) }
  })

  implement(app, api.answerQuestion, async ({ params, body }) => {
    const [row] = await db
      .update(memberQuestions)
      .set({
        answer: body.content,
        answeredAt: clock(),
        answeredBy: body.by ?? null,
        version: sql`${memberQuestions.version} + 1`,
      })
      .where(eq(memberQuestions.id, params.id))
      .returning({ id: memberQuestions.id, answeredAt: memberQuestions.answeredAt, version: memberQuestions.version })
    if (!row?.answeredAt) throw new ApiError('NOT_FOUND')
    return { id: row.id, status: 'answered' as const, answeredAt: row.answeredAt.toISOString(), version: row.version }
  })

  implement(app, api.moveSampleRequest, async ({ params, body }) => {
    const [row] = await db
      .update(sampleRequests)
      .set({
        status: body.status,
        statusChangedAt: clock(),
        version: sql`${sampleRequests.version} + 1`,
        carrier: body.carrier ?? null,
        trackingNumber: body.trackingNumber ?? null,
      })
      .where(eq(sampleRequests.id, params.id))
      .returning()
    if (!row) throw new ApiError('NOT_FOUND')
    return {
      id: row.id,
      status: row.status,
      statusChangedAt: row.statusChangedAt.toISOString(),
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
      declineReason: row.declineReason,
      version: row.version,
    }
  })
}

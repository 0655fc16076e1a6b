import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { adminEndpoints as api } from '~/api/contract/admin-endpoints'
import { operationsRoles } from '~/api/contract/staff-roles'
import { isLocale } from '~/i18n/locales'
import { recordAudit } from '../audit/audit-log'
import { maskEmail } from '../audit/mask'
import type { Database } from '../db/database.server'
import { inquiries, inquiryNotes, inquiryReplies } from '../db/inquiry-schema'
import { staffAccounts } from '../db/staff-schema'
import { ApiError } from '../http/api-error'
import { type InquiryMailSettings, inquiryMailSettingsFromEnv } from '../mail/inquiry-mails'
import { queueMails } from '../mail/queue-mails'
import { implementStaff } from '../staff/implement-staff'
import type { StaffActor } from '../staff/staff-actor'
import { actorName, actorStaffId, MACHINE_AUTHOR } from './actor-names'
import { findInquiry, type InquiryRow, lockInquiry, workState } from './inquiry-queries'
import { composeInquiryReply } from './inquiry-reply-mail'

const author = (actor: StaffActor) => ({ id: actorStaffId(actor) ?? '', name: actorName(actor) ?? MACHINE_AUTHOR })

/** The reply to an inquiry as the outbox mails it, in the inquiry's language; none once its personal data is gone. */
function replyTo(inquiry: InquiryRow, reply: { subject: string; body: string }, settings: InquiryMailSettings) {
  if (inquiry.personalDataDestroyedAt || !inquiry.email) throw new ApiError('PERSONAL_DATA_DESTROYED')
  const locale = isLocale(inquiry.locale) ? inquiry.locale : 'ko-KR'
  const { receiptNumber, email } = inquiry
  return composeInquiryReply({ receiptNumber, email, locale, ...reply }, settings)
}

/**
 * The staff's work on an inquiry: notes, the assignee, the status and replies by mail. Every change is audited in
 * its own transaction; the assignee, status and replies carry the inquiry's version (409 STALE_RECORD when it moved).
 */
export function registerInquiryWorkRoutes(app: Hono, db: Database, clock: () => Date, mail?: InquiryMailSettings): void {
  implementStaff(app, api.assignees, async () => {
    const rows = await db
      .select({ id: staffAccounts.id, name: staffAccounts.name })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.status, 'active'), inArray(staffAccounts.role, [...operationsRoles])))
      .orderBy(asc(staffAccounts.name), asc(staffAccounts.id))
    return { items: rows }
  })

  implementStaff(app, api.addInquiryNote, async ({ params, body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const inquiry = await findInquiry(tx, params.receiptNumber)
      const by = author(actor)
      const [note] = await tx
        .insert(inquiryNotes)
        .values({ inquiryId: inquiry.id, staffId: actorStaffId(actor), authorName: by.name, body: body.body, createdAt: clock() })
        .returning()
      if (!note) throw new Error('the note was not stored')
      // The note's text may hold personal data: the log keeps that a note was written, not what it says.
      await recordAudit(tx, actor, clientIp, {
        action: 'inquiry.note',
        targetType: 'inquiry',
        targetId: inquiry.receiptNumber,
        after: { noteId: note.id },
      })
      return { id: note.id, author: by, body: note.body, createdAt: note.createdAt.toISOString() }
    }),
  )

  implementStaff(app, api.assignInquiry, async ({ params, body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const inquiry = await lockInquiry(tx, params.receiptNumber, body.version)
      if (body.assigneeId !== null) {
        const [assignee] = await tx
          .select({ id: staffAccounts.id })
          .from(staffAccounts)
          .where(
            and(
              eq(staffAccounts.id, body.assigneeId),
              eq(staffAccounts.status, 'active'),
              inArray(staffAccounts.role, [...operationsRoles]),
            ),
          )
        if (!assignee) throw new ApiError('BAD_REQUEST', undefined, {}, 'assigneeId')
      }
      await tx
        .update(inquiries)
        .set({ assigneeId: body.assigneeId, version: sql`${inquiries.version} + 1` })
        .where(eq(inquiries.id, inquiry.id))
      await recordAudit(tx, actor, clientIp, {
        action: 'inquiry.assign',
        targetType: 'inquiry',
        targetId: inquiry.receiptNumber,
        before: { assigneeId: inquiry.assigneeId },
        after: { assigneeId: body.assigneeId },
      })
      return workState(tx, inquiry.id)
    }),
  )

  implementStaff(app, api.setInquiryStatus, async ({ params, body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const inquiry = await lockInquiry(tx, params.receiptNumber, body.version)
      const done = body.status === 'done'
      // Done again keeps the first processedAt: the retention clock does not restart by a repeated click.
      const processed =
        done && inquiry.status === 'done'
          ? { processedAt: inquiry.processedAt, processedBy: inquiry.processedBy }
          : done
            ? { processedAt: clock(), processedBy: actorName(actor) }
            : { processedAt: null, processedBy: null }
      await tx
        .update(inquiries)
        .set({ status: body.status, ...processed, version: sql`${inquiries.version} + 1` })
        .where(eq(inquiries.id, inquiry.id))
      await recordAudit(tx, actor, clientIp, {
        action: 'inquiry.status',
        targetType: 'inquiry',
        targetId: inquiry.receiptNumber,
        before: { status: inquiry.status, processedAt: inquiry.processedAt?.toISOString() ?? null },
        after: { status: body.status, processedAt: processed.processedAt?.toISOString() ?? null },
      })
      return workState(tx, inquiry.id)
    }),
  )

  implementStaff(app, api.previewInquiryReply, async ({ params, body }) => {
    const { toAddress, subject, textBody } = replyTo(
      await findInquiry(db, params.receiptNumber),
      body,
      mail ?? inquiryMailSettingsFromEnv(),
    )
    return { toAddress, subject, textBody }
  })

  implementStaff(app, api.replyToInquiry, async ({ params, body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const inquiry = await lockInquiry(tx, params.receiptNumber, body.version)
      const now = clock()
      const composed = replyTo(inquiry, body, mail ?? inquiryMailSettingsFromEnv())
      const [queued] = await queueMails(tx, [{ ...composed, inquiryId: inquiry.id, nextAttemptAt: now, createdAt: now }])
      if (!queued) throw new Error('the reply was not queued')
      const by = author(actor)
      const [reply] = await tx
        .insert(inquiryReplies)
        .values({
          inquiryId: inquiry.id,
          staffId: actorStaffId(actor),
          authorName: by.name,
          subject: body.subject,
          body: body.body,
          createdAt: now,
          mailId: queued.id,
        })
        .returning()
      if (!reply) throw new Error('the reply was not stored')
      // A reply is work on it: a new inquiry is now in progress.
      const status = inquiry.status === 'new' ? 'in_progress' : inquiry.status
      await tx
        .update(inquiries)
        .set({ status, version: sql`${inquiries.version} + 1` })
        .where(eq(inquiries.id, inquiry.id))
      await recordAudit(tx, actor, clientIp, {
        action: 'inquiry.reply',
        targetType: 'inquiry',
        targetId: inquiry.receiptNumber,
        before: { status: inquiry.status },
        after: { status, replyId: reply.id, mailId: queued.id, to: maskEmail(inquiry.email) },
      })
      return {
        reply: {
          id: reply.id,
          author: by,
          subject: reply.subject,
          body: reply.body,
          createdAt: reply.createdAt.toISOString(),
          mail: {
            kind: queued.kind,
            toAddress: queued.toAddress,
            attempts: queued.attempts,
            sentAt: null,
            nextAttemptAt: queued.nextAttemptAt.toISOString(),
            lastError: null,
          },
        },
        state: await workState(tx, inquiry.id),
      }
    }),
  )
}

import { Readable } from 'node:stream'
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import * as v from 'valibot'
import { adminAttachmentDownload, adminEndpoints as api } from '~/api/contract/admin-endpoints'
import type { MachineReach } from '~/server/http/client-address'
import { recordAudit } from '../audit/audit-log'
import type { Database } from '../db/database.server'
import { inquiries, inquiryAttachments, inquiryNotes, inquiryReplies, mailOutbox } from '../db/inquiry-schema'
import { staffAccounts } from '../db/staff-schema'
import { ApiError } from '../http/api-error'
import type { InquiryMailSettings } from '../mail/inquiry-mails'
import type { MalwareScanner } from '../security/malware-scan/malware-scanner'
import { implementStaff } from '../staff/implement-staff'
import { requireActor } from '../staff/require-actor'
import { FileNotFoundError, type FileStorage } from '../storage/file-storage'
import { actorName } from './actor-names'
import { findInquiry, inquiryWhere, selectSummaries, summary } from './inquiry-queries'
import { attachmentDisposition } from './safe-filename'

export interface AdminOptions {
  /** ADMIN_TOKEN, the machine credential with every right; unset: only staff sessions open the admin API. */
  token: string | undefined
  /** Where ADMIN_TOKEN is taken from (ADMIN_TOKEN_FROM): loopback only, unless 'anywhere'. */
  machineReach?: MachineReach
  /** Whether X-Forwarded-For names the caller (behind a trusted proxy), for the audit log's addresses. */
  trustProxy?: boolean
  /** How old a staff session's last password and code may be for a sensitive action (STAFF_REAUTH_MINUTES; default 5). */
  proofMinutes?: number
  /** Where the attachments are, for downloads. */
  storage: FileStorage
  /** CLAMD_URL's scanner: the PDFs staff upload, which visitors download as they are, checked first (decision 102). */
  scanner?: MalwareScanner
  /** The brand and the company's contact details in replies to visitors; default: the site's (environment). */
  mail?: InquiryMailSettings
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

const mailStatus = (mail: typeof mailOutbox.$inferSelect) => ({
  kind: mail.kind,
  toAddress: mail.toAddress,
  attempts: mail.attempts,
  sentAt: iso(mail.sentAt),
  nextAttemptAt: mail.nextAttemptAt.toISOString(),
  lastError: mail.lastError,
})

/**
 * The staff's view of the inquiries: list and read (each recorded by implementStaff, as the contract declares), download
 * an attachment (audited here, before its first byte), mark processed (the command line's call). Registered after the
 * /admin/* actor middleware (app.ts).
 */
export function registerInquiryAdminRoutes(app: Hono, db: Database, { storage }: AdminOptions): void {
  implementStaff(app, api.inquiryList, async ({ query }) => {
    const [items, [total]] = await Promise.all([
      selectSummaries(db, query)
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      db.select({ total: count() }).from(inquiries).where(inquiryWhere(query)),
    ])
    return { items: items.map(summary), page: query.page, size: query.size, total: total?.total ?? 0 }
  })

  implementStaff(app, api.inquiryDetail, async ({ params }) =>
    db.transaction(async (tx) => {
      const row = await findInquiry(tx, params.receiptNumber)
      const [attachments, mails, notes, replies, [assignee]] = await Promise.all([
        tx.select().from(inquiryAttachments).where(eq(inquiryAttachments.inquiryId, row.id)).orderBy(inquiryAttachments.id),
        tx.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, row.id)).orderBy(mailOutbox.id),
        tx.select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, row.id)).orderBy(inquiryNotes.id),
        tx.select().from(inquiryReplies).where(eq(inquiryReplies.inquiryId, row.id)).orderBy(inquiryReplies.id),
        row.assigneeId
          ? tx.select({ name: staffAccounts.name }).from(staffAccounts).where(eq(staffAccounts.id, row.assigneeId))
          : Promise.resolve([]),
      ])
      const mailById = new Map(mails.map((mail) => [mail.id, mail]))
      return {
        ...summary({ ...row, attachmentCount: attachments.length, assigneeName: assignee?.name ?? null }),
        fullName: row.fullName,
        email: row.email,
        mobile: row.mobile,
        content: row.content,
        privacyAgreedAt: row.privacyAgreedAt.toISOString(),
        processedBy: row.processedBy,
        personalDataDestroyedAt: iso(row.personalDataDestroyedAt),
        attachments: attachments.map((file) => ({
          id: file.id,
          originalName: file.originalName,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          destroyed: file.destroyedAt !== null,
        })),
        mails: mails.map(mailStatus),
        notes: notes.map((note) => ({
          id: note.id,
          author: { id: note.staffId ?? '', name: note.authorName },
          body: note.body,
          createdAt: note.createdAt.toISOString(),
        })),
        replies: replies.map((reply) => {
          const mail = reply.mailId === null ? undefined : mailById.get(reply.mailId)
          return {
            id: reply.id,
            author: { id: reply.staffId ?? '', name: reply.authorName },
            subject: reply.subject,
            body: reply.body,
            createdAt: reply.createdAt.toISOString(),
            mail: mail ? mailStatus(mail) : null,
          }
        }),
        version: row.version,
      }
    }),
  )

  implementStaff(app, api.markInquiryProcessed, async ({ params, body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      // Only the first marking counts: marking again keeps who processed it and when.
      const [before] = await tx
        .select({ status: inquiries.status })
        .from(inquiries)
        .where(eq(inquiries.receiptNumber, params.receiptNumber))
        .for('update')
      if (!before) throw new ApiError('NOT_FOUND')
      const [updated] = await tx
        .update(inquiries)
        .set({
          status: 'done',
          processedAt: new Date(),
          processedBy: actorName(actor, body.by),
          version: sql`${inquiries.version} + 1`,
        })
        .where(and(eq(inquiries.receiptNumber, params.receiptNumber), isNull(inquiries.processedAt)))
        .returning()
      if (updated) {
        await recordAudit(tx, actor, clientIp, {
          action: 'inquiry.status',
          targetType: 'inquiry',
          targetId: updated.receiptNumber,
          before: { status: before.status },
          after: { status: 'done' },
        })
      }
      const row = updated ?? (await findInquiry(tx, params.receiptNumber))
      return { receiptNumber: row.receiptNumber, processedAt: iso(row.processedAt) ?? '', processedBy: row.processedBy }
    }),
  )

  app.get(adminAttachmentDownload.path, async (context) => {
    const actor = requireActor(context, adminAttachmentDownload)
    const parsed = v.safeParse(adminAttachmentDownload.params, context.req.param())
    if (!parsed.success) throw new ApiError('BAD_REQUEST')
    const file = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({
          storageKey: inquiryAttachments.storageKey,
          originalName: inquiryAttachments.originalName,
          contentType: inquiryAttachments.contentType,
        })
        .from(inquiryAttachments)
        .innerJoin(inquiries, eq(inquiries.id, inquiryAttachments.inquiryId))
        .where(
          and(
            eq(inquiries.receiptNumber, parsed.output.receiptNumber),
            eq(inquiryAttachments.id, parsed.output.id),
            isNull(inquiryAttachments.destroyedAt),
          ),
        )
        .limit(1)
      if (!found) throw new ApiError('NOT_FOUND')
      await recordAudit(tx, actor, context.get('clientIp'), {
        action: 'attachment.download',
        targetType: 'inquiry',
        targetId: parsed.output.receiptNumber,
        detail: { attachmentId: parsed.output.id },
      })
      return found
    })
    let stream: Readable
    try {
      stream = await storage.get(file.storageKey)
    } catch (error) {
      if (error instanceof FileNotFoundError) throw new ApiError('NOT_FOUND')
      throw error
    }
    // Bytes only, never rendered: a browser that opened this could not sniff it into HTML or run it.
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      headers: {
        'content-type': 'application/octet-stream',
        'content-disposition': attachmentDisposition(file.originalName, file.contentType),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'no-store',
      },
    })
  })
}

import { Readable } from 'node:stream'
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import * as v from 'valibot'
import { adminAttachmentDownload, adminEndpoints as api, type InquiryStatusFilter } from '~/api/contract/admin-endpoints'
import type { Database } from '../db/database.server'
import { inquiries, inquiryAttachments, mailOutbox } from '../db/inquiry-schema'
import { ApiError } from '../http/api-error'
import { implement } from '../http/implement'
import { requireActor } from '../staff/require-actor'
import { FileNotFoundError, type FileStorage } from '../storage/file-storage'
import { attachmentDisposition } from './safe-filename'

export interface AdminOptions {
  /** ADMIN_TOKEN, the machine credential with every right; unset: only staff sessions open the admin API. */
  token: string | undefined
  /** Whether X-Forwarded-For names the caller (behind a trusted proxy), for the audit log's addresses. */
  trustProxy?: boolean
  /** Where the attachments are, for downloads. */
  storage: FileStorage
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

const statusFilter: Record<InquiryStatusFilter, ReturnType<typeof and> | undefined> = {
  open: isNull(inquiries.processedAt),
  new: eq(inquiries.status, 'new'),
  in_progress: eq(inquiries.status, 'in_progress'),
  done: isNotNull(inquiries.processedAt),
  all: undefined,
}

const summaryColumns = {
  id: inquiries.id,
  receiptNumber: inquiries.receiptNumber,
  createdAt: inquiries.createdAt,
  type: inquiries.type,
  company: inquiries.company,
  subject: inquiries.subject,
  locale: inquiries.locale,
  processedAt: inquiries.processedAt,
  status: inquiries.status,
  personalDataDestroyedAt: inquiries.personalDataDestroyedAt,
  attachmentCount: sql<number>`(SELECT count(*) FROM ${inquiryAttachments} WHERE ${inquiryAttachments.inquiryId} = ${inquiries.id})::int`,
}

type SummaryRow = Pick<
  typeof inquiries.$inferSelect,
  'receiptNumber' | 'createdAt' | 'type' | 'company' | 'subject' | 'locale' | 'processedAt' | 'personalDataDestroyedAt' | 'status'
> & { attachmentCount: number }

function summary(row: SummaryRow) {
  return {
    receiptNumber: row.receiptNumber,
    createdAt: row.createdAt.toISOString(),
    type: row.type,
    company: row.company,
    subject: row.subject,
    locale: row.locale,
    attachmentCount: Number(row.attachmentCount),
    status: row.status,
    assignee: null,
    processed: row.processedAt !== null,
    processedAt: iso(row.processedAt),
    personalDataDestroyed: row.personalDataDestroyedAt !== null,
  }
}

async function findInquiry(db: Database, receiptNumber: string) {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.receiptNumber, receiptNumber)).limit(1)
  if (!row) throw new ApiError('NOT_FOUND')
  return row
}

/**
 * The staff's view of the inquiries: list, read, download an attachment, mark processed. Registered after the
 * /admin/* guard (app.ts).
 */
export function registerInquiryAdminRoutes(app: Hono, db: Database, { storage }: AdminOptions): void {
  implement(app, api.inquiryList, async ({ query }) => {
    const where = statusFilter[query.status]
    const [items, [total]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(inquiries)
        .where(where)
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      db.select({ total: count() }).from(inquiries).where(where),
    ])
    return { items: items.map(summary), page: query.page, size: query.size, total: total?.total ?? 0 }
  })

  implement(app, api.inquiryDetail, async ({ params }) => {
    const row = await findInquiry(db, params.receiptNumber)
    const [attachments, mails] = await Promise.all([
      db.select().from(inquiryAttachments).where(eq(inquiryAttachments.inquiryId, row.id)).orderBy(inquiryAttachments.id),
      db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, row.id)).orderBy(mailOutbox.id),
    ])
    return {
      ...summary({ ...row, attachmentCount: attachments.length }),
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
      notes: [],
      replies: [],
      version: row.version,
      mails: mails.map((mail) => ({
        kind: mail.kind,
        toAddress: mail.toAddress,
        attempts: mail.attempts,
        sentAt: iso(mail.sentAt),
        nextAttemptAt: mail.nextAttemptAt.toISOString(),
        lastError: mail.lastError,
      })),
    }
  })

  implement(app, api.markInquiryProcessed, async ({ params, body }) => {
    // Only the first marking counts: marking again keeps who processed it and when.
    const [updated] = await db
      .update(inquiries)
      .set({ processedAt: new Date(), processedBy: body.by ?? null })
      .where(and(eq(inquiries.receiptNumber, params.receiptNumber), isNull(inquiries.processedAt)))
      .returning()
    const row = updated ?? (await findInquiry(db, params.receiptNumber))
    return { receiptNumber: row.receiptNumber, processedAt: iso(row.processedAt) ?? '', processedBy: row.processedBy }
  })

  app.get(adminAttachmentDownload.path, async (context) => {
    requireActor(context, adminAttachmentDownload.roles)
    const parsed = v.safeParse(adminAttachmentDownload.params, context.req.param())
    if (!parsed.success) throw new ApiError('BAD_REQUEST')
    const [file] = await db
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
    if (!file) throw new ApiError('NOT_FOUND')
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

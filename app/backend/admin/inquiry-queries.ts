import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { adminInquiryExport, InquiryStatusFilter } from '~/api/contract/admin-endpoints'
import { seoulDayEnd, seoulDayStart } from '~/i18n/korean-calendar'
import type { Database } from '../db/database.server'
import { inquiries, inquiryAttachments } from '../db/inquiry-schema'
import { qualified } from '../db/qualified-column'
import { staffAccounts } from '../db/staff-schema'
import { ApiError } from '../http/api-error'
import { everyWordIn } from '../search/text-match'
import type { Tx } from './db-transaction'

export type InquiryFilters = v.InferOutput<typeof adminInquiryExport.query>
export type InquiryRow = typeof inquiries.$inferSelect

const iso = (date: Date | null) => (date ? date.toISOString() : null)

const statusWhere: Record<InquiryStatusFilter, SQL | undefined> = {
  open: inArray(inquiries.status, ['new', 'in_progress']),
  new: eq(inquiries.status, 'new'),
  in_progress: eq(inquiries.status, 'in_progress'),
  done: eq(inquiries.status, 'done'),
  all: undefined,
}

/** The WHERE of the list's filters (the list and the CSV export alike). */
export function inquiryWhere(filters: InquiryFilters): SQL | undefined {
  return and(
    statusWhere[filters.status],
    filters.category ? eq(inquiries.type, filters.category) : undefined,
    filters.from ? gte(inquiries.createdAt, seoulDayStart(filters.from)) : undefined,
    filters.to ? lt(inquiries.createdAt, seoulDayEnd(filters.to)) : undefined,
    filters.language ? eq(inquiries.locale, filters.language) : undefined,
    filters.q
      ? everyWordIn(
          [inquiries.receiptNumber, inquiries.fullName, inquiries.email, inquiries.company, inquiries.subject],
          filters.q,
        )
      : undefined,
  )
}

const statusRank = sql`CASE ${inquiries.status} WHEN 'new' THEN 0 WHEN 'in_progress' THEN 1 ELSE 2 END`

/** The list's order: the chosen column in the chosen direction, then the newest first (and the id, for stable pages). */
export function inquiryOrder(filters: Pick<InquiryFilters, 'sort' | 'dir'>): SQL[] {
  const direction = filters.dir === 'asc' ? asc : desc
  const first = { received: inquiries.createdAt, status: statusRank, category: inquiries.type }[filters.sort]
  return [direction(first), desc(inquiries.createdAt), desc(inquiries.id)]
}

/** How many files the inquiry has (a correlated subquery: it names the inquiry's row with its table). */
export const attachmentCountSql = sql<number>`(SELECT count(*) FROM ${inquiryAttachments} WHERE ${qualified(inquiryAttachments.inquiryId)} = ${qualified(inquiries.id)})::int`

export const summaryColumns = {
  id: inquiries.id,
  receiptNumber: inquiries.receiptNumber,
  createdAt: inquiries.createdAt,
  type: inquiries.type,
  company: inquiries.company,
  subject: inquiries.subject,
  locale: inquiries.locale,
  status: inquiries.status,
  processedAt: inquiries.processedAt,
  personalDataDestroyedAt: inquiries.personalDataDestroyedAt,
  assigneeId: inquiries.assigneeId,
  assigneeName: staffAccounts.name,
  attachmentCount: attachmentCountSql,
}

export type SummaryRow = Pick<
  InquiryRow,
  | 'receiptNumber'
  | 'createdAt'
  | 'type'
  | 'company'
  | 'subject'
  | 'locale'
  | 'status'
  | 'processedAt'
  | 'personalDataDestroyedAt'
  | 'assigneeId'
> & { attachmentCount: number; assigneeName: string | null }

export const assigneeOf = (row: Pick<SummaryRow, 'assigneeId' | 'assigneeName'>) =>
  row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null

export function summary(row: SummaryRow) {
  return {
    receiptNumber: row.receiptNumber,
    createdAt: row.createdAt.toISOString(),
    type: row.type,
    company: row.company,
    subject: row.subject,
    locale: row.locale,
    attachmentCount: Number(row.attachmentCount),
    status: row.status,
    processed: row.status === 'done',
    processedAt: iso(row.processedAt),
    assignee: assigneeOf(row),
    personalDataDestroyed: row.personalDataDestroyedAt !== null,
  }
}

/** The inquiries of the filters with their assignee's name, in the list's order. */
export function selectSummaries(db: Database, filters: InquiryFilters) {
  return db
    .select(summaryColumns)
    .from(inquiries)
    .leftJoin(staffAccounts, eq(staffAccounts.id, inquiries.assigneeId))
    .where(inquiryWhere(filters))
    .orderBy(...inquiryOrder(filters))
}

export async function findInquiry(db: Database | Tx, receiptNumber: string): Promise<InquiryRow> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.receiptNumber, receiptNumber)).limit(1)
  if (!row) throw new ApiError('NOT_FOUND')
  return row
}

/**
 * The inquiry, locked for the rest of the transaction, if `version` is still its version: 404 when there is no such
 * inquiry, 409 STALE_RECORD when someone changed it since the caller read it.
 */
export async function lockInquiry(tx: Tx, receiptNumber: string, version: number): Promise<InquiryRow> {
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.receiptNumber, receiptNumber)).for('update')
  if (!row) throw new ApiError('NOT_FOUND')
  if (row.version !== version) throw new ApiError('STALE_RECORD')
  return row
}

/** What a change of the inquiry's work answers. */
export async function workState(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      receiptNumber: inquiries.receiptNumber,
      status: inquiries.status,
      processedAt: inquiries.processedAt,
      version: inquiries.version,
      assigneeId: inquiries.assigneeId,
      assigneeName: staffAccounts.name,
    })
    .from(inquiries)
    .leftJoin(staffAccounts, eq(staffAccounts.id, inquiries.assigneeId))
    .where(eq(inquiries.id, id))
  if (!row) throw new ApiError('NOT_FOUND')
  return {
    receiptNumber: row.receiptNumber,
    status: row.status,
    processedAt: iso(row.processedAt),
    assignee: assigneeOf(row),
    version: row.version,
  }
}

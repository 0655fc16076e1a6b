import { count, type SQL, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import * as v from 'valibot'
import { adminInquiryExport, INQUIRY_EXPORT_MAX_ROWS, type InquiryWorkStatus } from '~/api/contract/admin-endpoints'
import type { InquiryType } from '~/api/contract/inquiry-form'
import { seoulDay, seoulMinute } from '~/i18n/korean-calendar'
import { recordAudit } from '../audit/audit-log'
import type { Database } from '../db/database.server'
import { inquiries } from '../db/inquiry-schema'
import { qualified } from '../db/qualified-column'
import { staffAccounts } from '../db/staff-schema'
import { ApiError } from '../http/api-error'
import { requestLocale } from '../http/request-locale'
import { inquiryTypeLabels } from '../mail/inquiry-mail-text'
import { requireActor } from '../staff/require-actor'
import { requireRecentProof } from '../staff/staff-proof'
import { csvDocument, exportDownload } from './csv'
import type { Tx } from './db-transaction'
import { attachmentCountSql, inquiryOrder, inquiryWhere } from './inquiry-queries'
import { maskQuery } from './mask-query'

/** The staff read Korean or English; the export's headers and statuses follow the console's language. */
type ConsoleLanguage = 'ko-KR' | 'en-US'

const headers: Record<ConsoleLanguage, string[]> = {
  'ko-KR': [
    '접수번호',
    '접수일시(KST)',
    '상태',
    '문의 유형',
    '작성 언어',
    '회사/브랜드',
    '이름',
    '이메일',
    '연락처',
    '제목',
    '내용',
    '담당자',
    '처리일시(KST)',
    '첨부파일 수',
    '개인정보 파기',
  ],
  'en-US': [
    'Receipt',
    'Received (KST)',
    'Status',
    'Category',
    'Language',
    'Company',
    'Name',
    'Email',
    'Phone',
    'Subject',
    'Content',
    'Assignee',
    'Processed (KST)',
    'Attachments',
    'Personal data destroyed',
  ],
}

const statusLabels: Record<ConsoleLanguage, Record<InquiryWorkStatus, string>> = {
  'ko-KR': { new: '신규', in_progress: '처리 중', done: '완료' },
  'en-US': { new: 'New', in_progress: 'In progress', done: 'Done' },
}
const yesNo: Record<ConsoleLanguage, [string, string]> = { 'ko-KR': ['예', '아니요'], 'en-US': ['Yes', 'No'] }

const sqlAssigneeName = sql<
  string | null
>`(SELECT ${staffAccounts.name} FROM ${staffAccounts} WHERE ${qualified(staffAccounts.id)} = ${qualified(inquiries.assigneeId)})`

function exportRows(db: Database | Tx, where: SQL | undefined) {
  return db
    .select({
      receiptNumber: inquiries.receiptNumber,
      createdAt: inquiries.createdAt,
      status: inquiries.status,
      type: inquiries.type,
      locale: inquiries.locale,
      company: inquiries.company,
      fullName: inquiries.fullName,
      email: inquiries.email,
      mobile: inquiries.mobile,
      subject: inquiries.subject,
      content: inquiries.content,
      assigneeName: sqlAssigneeName,
      processedAt: inquiries.processedAt,
      attachmentCount: attachmentCountSql,
      personalDataDestroyedAt: inquiries.personalDataDestroyedAt,
    })
    .from(inquiries)
    .where(where)
}

/**
 * GET /admin/inquiries.csv: the inquiries of the list's filters as a spreadsheet, in the list's order. Audited with
 * the filters and the number of rows (the export holds the personal data of every row).
 */
export function registerInquiryExportRoute(app: Hono, db: Database, clock: () => Date): void {
  app.get(adminInquiryExport.path, async (context) => {
    const actor = requireActor(context, adminInquiryExport)
    requireRecentProof(actor)
    const parsed = v.safeParse(adminInquiryExport.query, Object.fromEntries(new URL(context.req.url).searchParams))
    if (!parsed.success) throw new ApiError('BAD_REQUEST')
    const filters = parsed.output
    const locale = requestLocale(context.req.raw)
    const language: ConsoleLanguage = locale === 'ko-KR' ? 'ko-KR' : 'en-US'
    const where = inquiryWhere(filters)
    const rows = await db.transaction(async (tx) => {
      const [total] = await tx.select({ total: count() }).from(inquiries).where(where)
      if ((total?.total ?? 0) > INQUIRY_EXPORT_MAX_ROWS) throw new ApiError('BAD_REQUEST')
      const found = await exportRows(tx, where).orderBy(...inquiryOrder(filters))
      await recordAudit(tx, actor, context.get('clientIp'), {
        action: 'inquiry.export',
        targetType: 'inquiry',
        detail: { filters: { ...filters, q: maskQuery(filters.q) }, rows: found.length },
      })
      return found
    })
    const [yes, no] = yesNo[language]
    const body = csvDocument([
      headers[language],
      ...rows.map((row) => [
        row.receiptNumber,
        seoulMinute(row.createdAt),
        statusLabels[language][row.status],
        inquiryTypeLabels[row.type as InquiryType][language],
        row.locale,
        row.company,
        row.fullName,
        row.email,
        row.mobile,
        row.subject,
        row.content,
        row.assigneeName,
        row.processedAt ? seoulMinute(row.processedAt) : '',
        row.attachmentCount,
        row.personalDataDestroyedAt ? yes : no,
      ]),
    ])
    return exportDownload(body, { prefix: 'inquiries', extension: 'csv', day: seoulDay(clock()) })
  })
}

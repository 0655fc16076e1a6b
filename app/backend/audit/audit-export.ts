import { count } from 'drizzle-orm'
import type { Hono } from 'hono'
import * as v from 'valibot'
import { auditActionLabels, handlingLabels } from '~/api/contract/audit-action-labels'
import { isAuditAction } from '~/api/contract/audit-actions'
import { AUDIT_EXPORT_MAX_ROWS, auditExport } from '~/api/contract/audit-endpoints'
import { handlingOf } from '~/api/contract/personal-data'
import { seoulDay, seoulMinute } from '~/i18n/korean-calendar'
import { csvDocument, exportDownload } from '../admin/csv'
import { maskQuery } from '../admin/mask-query'
import type { Database } from '../db/database.server'
import { auditLog } from '../db/staff-schema'
import { ApiError } from '../http/api-error'
import { requestLocale } from '../http/request-locale'
import { requireActor } from '../staff/require-actor'
import { requireRecentProof } from '../staff/staff-proof'
import { recordAudit } from './audit-log'
import { auditOrder, auditWhere } from './audit-query'

type ConsoleLanguage = 'ko-KR' | 'en-US'

const headers: Record<ConsoleLanguage, string[]> = {
  'ko-KR': [
    '일시(KST)',
    '수행자',
    '작업',
    '작업 코드',
    '개인정보 처리',
    '대상 유형',
    '대상',
    'IP 주소',
    '이전',
    '이후',
    '세부 내용',
  ],
  'en-US': [
    'When (KST)',
    'Who',
    'Action',
    'Action code',
    'Personal data',
    'Subject type',
    'Subject',
    'IP address',
    'Before',
    'After',
    'Details',
  ],
}
const actorWords: Record<ConsoleLanguage, { machine: string; anonymous: string }> = {
  'ko-KR': { machine: '운영 도구(ADMIN_TOKEN)', anonymous: '로그인 전' },
  'en-US': { machine: 'Operator tool (ADMIN_TOKEN)', anonymous: 'Not signed in' },
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value))

/** What an access record did to personal data, in words; empty for an entry that handled none. */
function handlingText(action: string, language: ConsoleLanguage): string {
  const handling = handlingOf(action)
  return handling ? handlingLabels[handling]({}, { locale: language }) : ''
}

/**
 * GET /admin/audit.csv: the entries of the log's filters as a spreadsheet, newest first, the actions in words in the
 * console's language (an action another backend wrote, by its code). Refused past AUDIT_EXPORT_MAX_ROWS; wants a recent
 * proof; audited with its filters (the words masked as a search is) and how many rows it held.
 */
export function registerAuditExportRoute(app: Hono, db: Database, clock: () => Date): void {
  app.get(auditExport.path, async (context) => {
    const actor = requireActor(context, auditExport)
    requireRecentProof(actor)
    const parsed = v.safeParse(auditExport.query, Object.fromEntries(new URL(context.req.url).searchParams))
    if (!parsed.success) throw new ApiError('BAD_REQUEST')
    const filters = parsed.output
    const language: ConsoleLanguage = requestLocale(context.req.raw) === 'en-US' ? 'en-US' : 'ko-KR'
    const where = auditWhere(filters)
    const rows = await db.transaction(async (tx) => {
      const [total] = await tx.select({ total: count() }).from(auditLog).where(where)
      if ((total?.total ?? 0) > AUDIT_EXPORT_MAX_ROWS) throw new ApiError('BAD_REQUEST')
      const found = await tx
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(...auditOrder)
      await recordAudit(tx, actor, context.get('clientIp'), {
        action: 'audit.export',
        detail: { filters: { ...filters, words: maskQuery(filters.words) }, rows: found.length },
      })
      return found
    })
    const words = actorWords[language]
    const body = csvDocument([
      headers[language],
      ...rows.map((row) => [
        seoulMinute(row.at),
        row.actorKind === 'staff' ? row.actorEmail : `${words[row.actorKind]}${row.actorEmail ? ` (${row.actorEmail})` : ''}`,
        isAuditAction(row.action) ? auditActionLabels[row.action]({}, { locale: language }) : row.action,
        row.action,
        handlingText(row.action, language),
        row.targetType,
        row.targetId,
        row.clientIp,
        json(row.before),
        json(row.after),
        json(row.detail),
      ]),
    ])
    return exportDownload(body, { prefix: 'audit-log', extension: 'csv', day: seoulDay(clock()) })
  })
}

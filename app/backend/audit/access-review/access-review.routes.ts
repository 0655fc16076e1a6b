import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { accessReviewEndpoints as api } from '~/api/contract/access-review-endpoints'
import { monthsAfter, seoulMonth, seoulMonthStart } from '~/i18n/korean-months'
import type { Tx } from '../../admin/db-transaction'
import type { Database } from '../../db/database.server'
import { accessReviews, auditLog, downloadReasons } from '../../db/staff-schema'
import { ApiError } from '../../http/api-error'
import { implementStaff } from '../../staff/implement-staff'
import { recordAudit } from '../audit-log'
import { bulkViews, downloadsOf, monthDownloads, offHoursDays } from './access-flags'

/** The class of the advisory lock a month's review holds: its reasons and its review are written one at a time. */
const REVIEW_LOCK_CLASS = 65_006

type ReviewRow = typeof accessReviews.$inferSelect

const reviewOf = (row: ReviewRow) => ({
  month: row.month,
  reviewer: { id: row.reviewerId, email: row.reviewerEmail },
  reviewedAt: row.reviewedAt.toISOString(),
  note: row.note,
  confirmed: row.confirmed as { bulkViews: number; offHoursDays: number; downloads: number },
})

async function reviewOfMonth(db: Pick<Database, 'select'>, month: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(accessReviews).where(eq(accessReviews.month, month))
  return row
}

/** Holds the month for the rest of the transaction; 409 ACCESS_REVIEW_DONE when it is reviewed already. */
async function lockOpenMonth(tx: Tx, month: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${REVIEW_LOCK_CLASS}::int, hashtext(${month}))`)
  if (await reviewOfMonth(tx, month)) throw new ApiError('ACCESS_REVIEW_DONE')
}

/**
 * The monthly review of the access records (docs/decisions/0110): a month's flags, the reasons an admin confirms for
 * its downloads, and the month marked reviewed; each confirmation and each review in the audit log.
 */
export function registerAccessReviewRoutes(app: Hono, db: Database, clock: () => Date): void {
  const ended = (month: string) => clock().getTime() >= seoulMonthStart(monthsAfter(month, 1)).getTime()

  implementStaff(app, api.accessReviewDue, async () => {
    const lastMonth = monthsAfter(seoulMonth(clock()), -1)
    return { due: (await reviewOfMonth(db, lastMonth)) ? null : lastMonth }
  })

  implementStaff(app, api.accessReview, async ({ params: { month } }) => {
    const [bulk, offHours, downloads, review] = await Promise.all([
      bulkViews(db, month),
      offHoursDays(db, month),
      monthDownloads(db, month),
      reviewOfMonth(db, month),
    ])
    return { month, ended: ended(month), bulkViews: bulk, offHours, downloads, review: review ? reviewOf(review) : null }
  })

  implementStaff(app, api.confirmDownloadReasons, async ({ params: { month }, body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      await lockOpenMonth(tx, month)
      const ids = [...new Set(body.entryIds)]
      const found = await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(inArray(auditLog.id, ids), downloadsOf(month)))
      if (found.length !== ids.length) throw new ApiError('BAD_REQUEST', undefined, {}, 'entryIds')
      const confirmation = { reason: body.reason, confirmedBy: actor.id, confirmedAt: clock() }
      await tx
        .insert(downloadReasons)
        .values(ids.map((auditEntryId) => ({ auditEntryId, ...confirmation })))
        .onConflictDoUpdate({
          target: downloadReasons.auditEntryId,
          set: {
            reason: sql`excluded.reason`,
            confirmedBy: sql`excluded.confirmed_by`,
            confirmedAt: sql`excluded.confirmed_at`,
          },
        })
      await recordAudit(tx, actor, clientIp, {
        action: 'audit.download-reason',
        targetType: 'audit',
        detail: { month, ids, reason: body.reason },
      })
      return { confirmed: ids.length }
    }),
  )

  implementStaff(app, api.markMonthReviewed, async ({ params: { month }, body, actor, clientIp }) => {
    if (!ended(month)) throw new ApiError('ACCESS_REVIEW_MONTH_OPEN')
    return db.transaction(async (tx) => {
      await lockOpenMonth(tx, month)
      // One after another: a transaction is one connection, which takes one query at a time.
      const bulk = await bulkViews(tx, month)
      const offHours = await offHoursDays(tx, month)
      const downloads = await monthDownloads(tx, month)
      if (downloads.some((download) => download.reason === null)) throw new ApiError('DOWNLOAD_REASONS_UNCONFIRMED')
      const confirmed = { bulkViews: bulk.length, offHoursDays: offHours.length, downloads: downloads.length }
      const [row] = await tx
        .insert(accessReviews)
        .values({ month, reviewerId: actor.id, reviewerEmail: actor.email, reviewedAt: clock(), note: body.note, confirmed })
        .returning()
      if (!row) throw new Error('the review was not stored')
      await recordAudit(tx, actor, clientIp, {
        action: 'audit.review',
        targetType: 'audit',
        targetId: month,
        detail: { note: body.note, ...confirmed },
      })
      return reviewOf(row)
    })
  })
}

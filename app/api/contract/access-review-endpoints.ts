import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { wholeNumber } from './numbers'
import { adminOnlyRoles } from './staff-roles'
import { multiLine } from './typed-text'

/**
 * The monthly review of the access records (issue 65 §6, 개인정보의 안전성 확보조치 기준 art. 8 ②, docs/decisions/0110):
 * an admin reads a Korean month's flagged entries (bulk views, off-hours access, every download of personal data),
 * confirms each download's reason, and marks the month reviewed with a note; both are recorded. Admins only. Refusals
 * beyond the generic ones: 409 ACCESS_REVIEW_MONTH_OPEN (the month has not ended), 409 DOWNLOAD_REASONS_UNCONFIRMED (a
 * download of the month has no confirmed reason), 409 ACCESS_REVIEW_DONE (the month was reviewed already).
 */

const KiB = 1024
const timestamp = v.pipe(v.string(), v.isoTimestamp())
const count = v.pipe(v.number(), v.integer(), v.minValue(0))
/** What an admin writes: a download's reason and a review's note, each of several lines if the admin wishes. */
const typedLines = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max), multiLine)

/** A month of the Korean calendar: `2026-11`. */
export const monthParam = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))

/**
 * What the review flags (docs/decisions/0110). A bulk view: one staff member viewing more distinct data subjects than
 * `bulkViewsPerHour` in a clock hour or `bulkViewsPerDay` in a day, in Korea. Off hours: personal data handled before
 * `officeHours.from` or from `officeHours.to` o'clock, Korea time, or on a Saturday, a Sunday or a fixed-date public
 * holiday (`holidays`, month-day); the lunar holidays (설날, 추석, 부처님오신날) and substitute days move every year and
 * are not flagged, which the reviewer knows.
 */
export const accessReviewRules = {
  bulkViewsPerHour: 100,
  bulkViewsPerDay: 300,
  officeHours: { from: 8, to: 20 },
  holidays: ['01-01', '03-01', '05-05', '06-06', '08-15', '10-03', '10-09', '12-25'],
} as const

export const downloadReasonLimits = { min: 4, max: 500, entries: 200 } as const
export const reviewNoteLimits = { min: 1, max: 2000 } as const

/** Who acted, as the access records keep it: a staff member (by id and email), or the machine credential's operator. */
const actor = v.object({
  kind: v.picklist(['staff', 'machine']),
  id: v.nullable(v.string()),
  email: v.nullable(v.string()),
})

/** One staff member's views of more distinct data subjects than the rules allow in one hour or one day. */
export const bulkViewSchema = v.object({
  actor,
  window: v.picklist(['hour', 'day']),
  /** The hour's or the day's start. */
  start: timestamp,
  subjects: count,
  entries: count,
})

export const offHoursReasons = ['holiday', 'weekend', 'night'] as const

/** One staff member's handling of personal data outside office hours on one Korean day. */
export const offHoursDaySchema = v.object({
  actor,
  /** The Korean day: 2026-11-21. */
  day: v.pipe(v.string(), v.isoDate()),
  reason: v.picklist(offHoursReasons),
  first: timestamp,
  last: timestamp,
  entries: count,
  subjects: count,
})

/** A download of personal data, with the reason an admin confirmed for it, if any yet. */
export const reviewedDownloadSchema = v.object({
  /** Its audit entry's id. */
  id: v.number(),
  at: timestamp,
  actor,
  action: v.string(),
  targetType: v.nullable(v.string()),
  targetId: v.nullable(v.string()),
  clientIp: v.nullable(v.string()),
  /** How many rows an export held (its filters are in the audit log's entry); null for a file. */
  rows: v.nullable(count),
  reason: v.nullable(v.object({ text: v.string(), confirmedBy: v.string(), confirmedAt: timestamp })),
})
export type ReviewedDownload = v.InferOutput<typeof reviewedDownloadSchema>

/** How many flags the month held when it was reviewed, all confirmed. */
const confirmedCounts = v.object({ bulkViews: count, offHoursDays: count, downloads: count })

export const accessReviewSchema = v.object({
  month: v.string(),
  reviewer: v.object({ id: v.string(), email: v.string() }),
  reviewedAt: timestamp,
  note: v.string(),
  confirmed: confirmedCounts,
})

const monthParams = v.object({ month: monthParam })

export const accessReviewEndpoints = {
  /** A month's flagged entries (so far, for the month running), and its review once done. */
  accessReview: defineEndpoint({
    method: 'GET',
    path: '/admin/access-reviews/:month',
    params: monthParams,
    data: v.object({
      month: v.string(),
      /** The month has ended: it may be marked reviewed. */
      ended: v.boolean(),
      bulkViews: v.array(bulkViewSchema),
      offHours: v.array(offHoursDaySchema),
      downloads: v.array(reviewedDownloadSchema),
      review: v.nullable(accessReviewSchema),
    }),
    roles: adminOnlyRoles,
  }),
  /** Last month (in Korea) while it is not reviewed, which the dashboard reminds admins of; else null. */
  accessReviewDue: defineEndpoint({
    method: 'GET',
    path: '/admin/access-reviews',
    data: v.object({ due: v.nullable(v.string()) }),
    roles: adminOnlyRoles,
  }),
  /**
   * The reason an admin confirmed for downloads of the month (one reason for one or several, 4 to 500 characters), each
   * replacing one confirmed before; audited (`audit.download-reason`). 400 for an entry that is not a download of the
   * month; 409 ACCESS_REVIEW_DONE once the month is reviewed.
   */
  confirmDownloadReasons: defineEndpoint({
    method: 'POST',
    path: '/admin/access-reviews/:month/download-reasons',
    params: monthParams,
    body: v.object({
      entryIds: v.pipe(v.array(wholeNumber()), v.minLength(1), v.maxLength(downloadReasonLimits.entries)),
      reason: typedLines(downloadReasonLimits.min, downloadReasonLimits.max),
    }),
    maxBodyBytes: 8 * KiB,
    data: v.object({ confirmed: count }),
    roles: adminOnlyRoles,
  }),
  /**
   * Marks an ended month reviewed, with the admin's note (1 to 2000 characters), once every download has a confirmed
   * reason; audited (`audit.review`, with what was confirmed).
   */
  markMonthReviewed: defineEndpoint({
    method: 'POST',
    path: '/admin/access-reviews/:month/review',
    params: monthParams,
    body: v.object({ note: typedLines(reviewNoteLimits.min, reviewNoteLimits.max) }),
    maxBodyBytes: 16 * KiB,
    data: accessReviewSchema,
    roles: adminOnlyRoles,
  }),
}

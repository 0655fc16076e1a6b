import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { inquiryTypes } from './inquiry-form'
import { withdrawalReasons } from './member-area-endpoints'
import { operationsRoles } from './staff-roles'

/**
 * The console's first page (issue 23): what waits for the staff, and two charts from the statistics already kept.
 * Staff of role support or admin (editors edit content; the operations are not theirs).
 */

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** How many weeks and months the charts span (the current one included, oldest first). */
export const DASHBOARD_WEEKS = 12
export const DASHBOARD_MONTHS = 12

/** How long the waiting items have waited since they came: under a day, 1 to 3 days, 3 to 7 days, over a week. */
export const waitingAges = ['underADay', 'upToThreeDays', 'upToAWeek', 'overAWeek'] as const
const byAge = v.object({ underADay: count, upToThreeDays: count, upToAWeek: count, overAWeek: count })

export const adminDashboard = v.object({
  counts: v.object({
    /** Inquiries nobody has started (status new). */
    newInquiries: count,
    /** Members' questions without an answer. */
    questionsWaiting: count,
    /** Sample requests received or being reviewed. */
    samplesToReview: count,
    /** Mails not sent whose last attempt failed. */
    mailsFailed: count,
    /** Mails waiting to be sent (the outbox's backlog), failed ones included. */
    mailsWaiting: count,
  }),
  /** The inquiries not done and the questions not answered, by how long they have waited. */
  waitingByAge: v.object({ inquiries: byAge, questions: byAge }),
  /**
   * Inquiries received per ISO week (Monday to Sunday in Korea, Asia/Seoul), the last DASHBOARD_WEEKS weeks oldest
   * first, by category (every category, 0 included).
   */
  inquiriesPerWeek: v.array(
    v.object({
      /** ISO week: 2026-W07. */
      week: v.pipe(v.string(), v.regex(/^\d{4}-W\d{2}$/)),
      /** Its Monday: 2026-02-09. */
      start: v.pipe(v.string(), v.isoDate()),
      counts: v.array(v.object({ category: v.picklist(inquiryTypes), count })),
    }),
  ),
  /**
   * The reasons members gave for closing their account, per month (Korea), the last DASHBOARD_MONTHS months oldest
   * first; every reason, 0 included (a member may give several).
   */
  withdrawalReasonsPerMonth: v.array(
    v.object({
      /** 2026-02. */
      month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
      counts: v.array(v.object({ reason: v.picklist(withdrawalReasons), count })),
    }),
  ),
})
export type AdminDashboard = v.InferOutput<typeof adminDashboard>

export const adminDashboardEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/admin/dashboard',
    data: adminDashboard,
    roles: operationsRoles,
  }),
}

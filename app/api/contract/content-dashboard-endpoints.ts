import * as v from 'valibot'
import { locales } from '~/i18n/locales'
import { contentId, timestamp } from './content-editing'
import { defineEndpoint } from './endpoint'
import { contentEditingRoles } from './staff-roles'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))
/** An editable kind's name: a post type or a declared kind (`news`, `history`, …). */
const kind = v.string()

/** How many items each list of the editors' dashboard shows at most. */
export const CONTENT_DASHBOARD_ITEMS = 8

/**
 * An item's name on the dashboard: its title in the call's language (the console's) where it is written, else as the
 * lists name it (in Korean, else in the first language written, decision 80; '' when it has none; a long-form page:
 * its page's name, `terms`), with the title's language when it is not Korean.
 */
const itemName = { title: v.string(), titleLocale: v.optional(v.picklist(locales)) }

/**
 * The editors' first page (issue 39 §5): per kind, the drafts waiting to be published, the items scheduled and the
 * published or scheduled items lacking a language; the next scheduled items, the latest drafts and the latest edits.
 */
export const contentDashboard = v.object({
  kinds: v.array(
    v.object({
      kind,
      drafts: count,
      scheduled: count,
      /** Per language other than Korean: the published or scheduled items lacking its translation. */
      missing: v.array(v.object({ locale: v.picklist(locales), count })),
    }),
  ),
  scheduled: v.array(v.object({ kind, id: contentId, ...itemName, publishAt: timestamp })),
  drafts: v.array(v.object({ kind, id: contentId, ...itemName, updatedAt: timestamp, updatedBy: v.nullable(v.string()) })),
  recentEdits: v.array(
    v.object({
      kind,
      id: v.string(),
      /** The item's name (itemName); none once the item is deleted. */
      title: v.optional(itemName.title),
      titleLocale: itemName.titleLocale,
      action: v.string(),
      at: timestamp,
      by: v.nullable(v.string()),
    }),
  ),
})
export type ContentDashboard = v.InferOutput<typeof contentDashboard>

export const contentDashboardEndpoints = {
  contentDashboard: defineEndpoint({
    method: 'GET',
    path: '/admin/dashboard/content',
    data: contentDashboard,
    roles: contentEditingRoles,
  }),
}

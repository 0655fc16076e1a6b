import * as v from 'valibot'
import { locales } from '~/i18n/locales'
import { wholeNumber } from './numbers'
import { intParam, MAX_PAGE, MAX_PAGE_SIZE, textParam } from './query-params'

/**
 * What every kind of editable content shares (issue 24): who may edit, the states an item moves through, drafts,
 * schedules, revisions and previews. The kinds' own fields live in their endpoint files (posts: post-editing-endpoints).
 *
 * - An item is a **draft** until it is published. Saving changes a published item's draft, never what visitors see;
 *   publishing copies the draft out, keeps it as a new revision, and (with `publishAt` in the future) schedules it.
 * - `unpublishAt` takes it off the public site at that minute; unpublishing takes it off at once.
 * - Every change carries the `version` the editor read: a save over someone else's newer change is 409 STALE_RECORD,
 *   and the editor reads the item again to see theirs.
 */

/**
 * - `draft`: never published (or unpublished and never again): visitors do not see it.
 * - `scheduled`: published from `publishAt`, a moment still to come.
 * - `published`: visitors see it (until `unpublishAt`, if set).
 * - `unpublished`: it was published, and was taken off by hand or by its `unpublishAt`.
 */
export const contentStates = ['draft', 'scheduled', 'published', 'unpublished'] as const
export type ContentState = (typeof contentStates)[number]
export const contentStateFilters = ['all', ...contentStates] as const

export const KiB = 1024
export const timestamp = v.pipe(v.string(), v.isoTimestamp())
export const contentId = wholeNumber()
/** An item's version as read; the column is a 32-bit integer, so a larger number can name no version. */
export const contentVersion = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))
const revisionNumber = wholeNumber()

/**
 * The list of one kind: filters in the address, newest change first. `missing`: lacking a translation in a language;
 * `drafted=1`: only items with a saved draft visitors do not see yet.
 */
export const contentListQuery = v.object({
  state: v.optional(v.picklist(contentStateFilters), 'all'),
  drafted: v.optional(intParam(1, 1)),
  missing: v.optional(v.picklist(locales)),
  q: v.optional(v.pipe(textParam(100), v.nonEmpty())),
  page: v.optional(intParam(1, MAX_PAGE), 1),
  size: v.optional(intParam(1, MAX_PAGE_SIZE), 20),
})

/** Where an item is on the way to visitors, as every editing answer reports it. */
export const publicationState = {
  state: v.picklist(contentStates),
  /** When visitors see it (past: published, future: scheduled); null when it is not published. */
  publishAt: v.nullable(timestamp),
  unpublishAt: v.nullable(timestamp),
  /** The draft differs from what visitors see (always true for a draft that was never published). */
  hasDraft: v.boolean(),
  version: contentVersion,
  updatedAt: timestamp,
  /** The staff member who changed it last (null for the shipped content and the machine credential). */
  updatedBy: v.nullable(v.string()),
}

export const contentItemSummary = v.object({
  id: contentId,
  /** The title in Korean, for the list; a draft begun in another language (decision 80): in the first one written. */
  title: v.string(),
  /** The title's language when it is not Korean. */
  titleLocale: v.optional(v.picklist(locales)),
  /** Languages lacking a required field's translation. */
  missingLocales: v.array(v.picklist(locales)),
  /** When the item happened, for a kind of dated events (the history: `2024-03`), which the order screen shows and checks. */
  date: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/))),
  /** The demo content put it there (decision 123): the console marks it, and the switch to a real site removes it. */
  demo: v.optional(v.literal(true)),
  ...publicationState,
})
export type ContentItemSummary = v.InferOutput<typeof contentItemSummary>

/** What a change answers: the item's new state and version. */
export const contentChangeResult = v.object({ id: contentId, ...publicationState })
export type ContentChangeResult = v.InferOutput<typeof contentChangeResult>

/**
 * Publish the draft: now (no `publishAt`, or one in the past) or at `publishAt`; `unpublishAt` (after `publishAt`)
 * takes it off again. Without `version` the newest is published (automation); with it a stale read is refused.
 */
export const publishBody = v.optional(
  v.pipe(
    v.object({
      version: v.optional(contentVersion),
      publishAt: v.optional(v.nullable(timestamp)),
      unpublishAt: v.optional(v.nullable(timestamp)),
    }),
    v.check(
      (body) => !body.publishAt || !body.unpublishAt || Date.parse(body.unpublishAt) > Date.parse(body.publishAt),
      'The end of publication must come after its start.',
    ),
  ),
  {},
)

export const versionBody = v.object({ version: contentVersion })

export const revisionParams = (idParam: v.GenericSchema<unknown, number>) =>
  v.object({ id: idParam, revision: intParam(1, 999_999_999) })

/** One published version, as the history lists it. */
export const revisionSummary = v.object({
  revision: revisionNumber,
  publishedAt: timestamp,
  publishedBy: v.nullable(v.string()),
})

/** A signed link to the draft on the real page, valid until `expiresAt`; never cached, never indexed. */
export const previewLink = v.object({ path: v.string(), expiresAt: timestamp })

/** How long a preview link works. */
export const PREVIEW_LINK_MINUTES = 30

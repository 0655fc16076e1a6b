import * as v from 'valibot'
import { MAX_QUERY_LENGTH } from './query-limits'
import { intParam, textParam } from './query-params'
import { safeHref } from './rich-text'
import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, searchTypes } from './search-types'
import { sitePageNames } from './site-page-endpoints'

export const siteSearchQuery = v.object({
  /** What the visitor typed: at least one letter or digit besides spaces. */
  q: v.pipe(textParam(MAX_QUERY_LENGTH), v.minLength(1)),
  type: v.optional(v.picklist(searchTypes)),
  page: v.optional(intParam(1, SEARCH_MAX_PAGE), 1),
  size: v.optional(intParam(1, 50), SEARCH_PAGE_SIZE),
})
export type SiteSearchQuery = v.InferInput<typeof siteSearchQuery>

/** A text cut into runs, each a match of the search or not, for the page to mark the matches. */
export const highlightedText = v.array(v.object({ text: v.string(), match: v.boolean() }))
export type HighlightedText = v.InferOutput<typeof highlightedText>

const whole = v.pipe(v.number(), v.integer(), v.minValue(0))

export const searchHit = v.object({
  type: v.picklist(searchTypes),
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The item's title in the reader's language; empty for a long-form page, whose title is the site's navigation label. */
  title: highlightedText,
  /** A passage around the first match in the summary or the body, or the start of the summary; may be empty. */
  snippet: highlightedText,
  /** The item's day (a post's publication day), when it has one. */
  date: v.nullable(v.pipe(v.string(), v.isoDate())),
  /** The text is the Korean original: the item has no translation in the reader's language. */
  fallback: v.boolean(),
  /** Where a product stands in its list (1-based), for the list's page: products have no page each. */
  position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** A press item's article elsewhere. */
  link: v.optional(safeHref),
  /** A long-form page's name. */
  pageName: v.optional(v.picklist(sitePageNames)),
  /** What the pharmacy finder is searched by to show a pharmacy (its Korean name). */
  finderQuery: v.optional(v.string()),
})
export type SearchHit = v.InferOutput<typeof searchHit>

export const siteSearchResult = v.object({
  items: v.array(searchHit),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  size: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The results of the chosen type (of every type without one). */
  total: whole,
  /** The results of each type that has any, whatever type is chosen, for the type filter. */
  counts: v.array(v.object({ type: v.picklist(searchTypes), count: whole })),
  /** No result holds every word of the query: these hold some of them, those holding the most first. */
  partial: v.boolean(),
  /** When nothing matched: queries a word away that would match, nearest first (at most three). */
  suggestions: v.array(v.string()),
})
export type SiteSearchResult = v.InferOutput<typeof siteSearchResult>

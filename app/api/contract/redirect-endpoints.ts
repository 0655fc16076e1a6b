import * as v from 'valibot'
import { contentVersion, KiB, timestamp } from './content-editing'
import { defineEndpoint } from './endpoint'
import { pageOf } from './envelope'
import { idParam, intParam, MAX_PAGE, textParam } from './query-params'
import {
  fromAddressOf,
  REDIRECT_FROM_MAX_LENGTH,
  REDIRECT_TO_MAX_LENGTH,
  redirectStatuses,
  toAddressOf,
} from './redirect-addresses'
import { contentEditingRoles } from './staff-roles'

/**
 * Redirects from old addresses (issue 40 §3, decisions 90 and 111): the previous site's links keep working. Editors
 * keep the list (`/admin/content/redirects`, audited as redirect.create, .update, .delete, .import, an import's every
 * redirect too); the site alone reads the whole list (`GET /redirects`) and answers a request for a from-address before
 * anything else, then reports the hits it answered (`POST /redirects/hits`). A redirect from one of the site's own
 * addresses, to another site without the editor's choice, or whose to-address is itself redirected (a chain, or a
 * loop) is refused, in a form or a file alike. An item's page (a news article's, a patent's, a paper's) is redirected
 * only once its item is no longer public, by the editor's choice, and not while the item is public again (decision 116).
 */

/** Room for spaces typed around an address, which the rules trim. */
const TYPED_SPACE = 100
const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))
const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** A from-address as typed: refused unless the rule keeps it (redirect-addresses.ts), then kept as the rule writes it. */
const fromAddress = v.pipe(
  v.string(),
  v.maxLength(REDIRECT_FROM_MAX_LENGTH + TYPED_SPACE),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const read = fromAddressOf(dataset.value)
    if ('address' in read) return read.address
    addIssue({ message: read.problem })
    return NEVER
  }),
)
const toAddress = v.pipe(
  v.string(),
  v.maxLength(REDIRECT_TO_MAX_LENGTH + TYPED_SPACE),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const read = toAddressOf(dataset.value)
    if (read) return read.address
    addIssue({ message: 'invalid' })
    return NEVER
  }),
)

export const redirectFields = v.object({
  from: fromAddress,
  to: toAddress,
  status: v.picklist(redirectStatuses),
  /**
   * The editor's choice to send visitors to another site: a to-address elsewhere is refused without it (decision 111).
   * An address on the site's own host is kept as the path it names, and needs none.
   */
  offSite: v.optional(v.boolean(), false),
  /**
   * The editor's choice to redirect the page of an item that is no longer public (decision 116): an item's page is
   * refused without it, and refused whatever it says while the item is public.
   */
  retiredPage: v.optional(v.boolean(), false),
})
export type RedirectFields = v.InferInput<typeof redirectFields>

/** What the site needs to answer a redirect. */
export const siteRedirect = v.object({ id, from: v.string(), to: v.string(), status: v.picklist(redirectStatuses) })
export type SiteRedirect = v.InferOutput<typeof siteRedirect>

export const redirectSummary = v.object({
  ...siteRedirect.entries,
  hits: count,
  lastHitAt: v.nullable(timestamp),
  version: contentVersion,
  updatedAt: timestamp,
  updatedBy: v.nullable(v.string()),
  /**
   * The item's page its from-address is, when that item is public (again): the page answers, not the redirect
   * (decision 116); null otherwise.
   */
  livePage: v.nullable(v.string()),
})
export type RedirectSummary = v.InferOutput<typeof redirectSummary>

export const REDIRECT_SEARCH_MAX = 100
export const REDIRECT_PAGE_SIZE = 50

/** The most hits one report may count, per redirect and in all (a site process reports every few seconds). */
export const REDIRECT_HITS_MAX_ENTRIES = 500

/** The largest file an import takes, and the most rows. */
export const REDIRECT_IMPORT_MAX_BYTES = 512 * KiB
export const REDIRECT_IMPORT_MAX_ROWS = 5_000
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4

/** What can be wrong with an imported file or one of its rows. */
export const redirectImportProblemCodes = [
  /** Not CSV in UTF-8 or CP949. */
  'unreadable',
  'too_many_rows',
  'no_rows',
  /** Not a path on this site, or too long. */
  'invalid_from',
  /** One of the site's own addresses (the console, the API, the home page...). */
  'reserved_from',
  'invalid_to',
  /** Another site's address, in a file not sent as one that may send visitors to other sites. */
  'off_site_to',
  /** The page of a news article, patent or paper that is public: its page answers it. */
  'live_page_from',
  /** The page of an item no longer public, in a file not sent as one that may redirect such pages. */
  'retired_page_from',
  /** A cell holding a character nothing can keep (a control character, half a surrogate pair, U+FFFF). */
  'unkeepable_text',
  /** A line break or a tab in a cell. */
  'line_break',
  /** Neither 301 nor 302 (blank is 301). */
  'invalid_status',
  /** The same from-address as an earlier row. */
  'duplicate_from',
  /** Its to-address is redirected too, by the file or by the list (a chain, or a loop). */
  'chain',
] as const
export type RedirectImportProblemCode = (typeof redirectImportProblemCodes)[number]

export const redirectImportReport = v.object({
  dryRun: v.boolean(),
  rows: count,
  problems: v.array(
    v.object({
      /** The row as a spreadsheet numbers it (a header is row 1); null for the file as a whole. */
      line: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
      code: v.picklist(redirectImportProblemCodes),
    }),
  ),
  /** New from-addresses, and listed ones the file changes; written only when `imported`. */
  added: count,
  updated: count,
  /** The rows whose to-address is on another site. */
  offSite: count,
  /** The rows whose from-address is the page of an item no longer public. */
  retiredPages: count,
  imported: v.boolean(),
})
export type RedirectImportReport = v.InferOutput<typeof redirectImportReport>

const base = '/admin/content/redirects'
const roles = contentEditingRoles
const itemParams = v.object({ id: idParam })
const redirectChange = v.object({ id, version: contentVersion, updatedAt: timestamp })

export const redirectEndpoints = {
  /**
   * Every redirect, for the site's server to answer them (not cached by a CDN: the site keeps it). Only the site itself
   * reads it, as it reports hits: the list says where every old address leads, and the console's list is the staff's.
   */
  siteRedirects: defineEndpoint({ method: 'GET', path: '/redirects', data: v.array(siteRedirect) }),
  /**
   * The hits a site process answered since its last report. Only the site itself reports (the built-in backend takes
   * it from its own process; the company's backend from whatever credential it gives the site).
   */
  reportHits: defineEndpoint({
    method: 'POST',
    path: '/redirects/hits',
    body: v.object({
      hits: v.pipe(
        v.array(v.object({ id, count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)), at: timestamp })),
        v.minLength(1),
        v.maxLength(REDIRECT_HITS_MAX_ENTRIES),
      ),
    }),
    maxBodyBytes: 64 * KiB,
    data: v.object({ counted: count }),
  }),
  redirectList: defineEndpoint({
    method: 'GET',
    path: base,
    query: v.object({ q: v.optional(textParam(REDIRECT_SEARCH_MAX)), page: v.optional(intParam(1, MAX_PAGE), 1) }),
    data: pageOf(redirectSummary),
    roles,
  }),
  /**
   * What an old address is to the site before it is saved (decision 116): the page of an item, public or no longer
   * (then the form asks before it redirects it); null for an address the site does not answer. Registered before
   * `:id`.
   */
  redirectFromPage: defineEndpoint({
    method: 'GET',
    path: `${base}/from-page`,
    query: v.object({ from: fromAddress }),
    data: v.object({ itemPage: v.nullable(v.object({ page: v.string(), live: v.boolean() })) }),
    roles,
  }),
  redirectDetail: defineEndpoint({ method: 'GET', path: `${base}/:id`, params: itemParams, data: redirectSummary, roles }),
  createRedirect: defineEndpoint({
    method: 'POST',
    path: base,
    body: redirectFields,
    maxBodyBytes: 12 * KiB,
    data: redirectChange,
    roles,
  }),
  updateRedirect: defineEndpoint({
    method: 'PUT',
    path: `${base}/:id`,
    params: itemParams,
    body: v.object({ version: contentVersion, fields: redirectFields }),
    maxBodyBytes: 12 * KiB,
    data: redirectChange,
    roles,
  }),
  deleteRedirect: defineEndpoint({
    method: 'DELETE',
    path: `${base}/:id`,
    params: itemParams,
    query: v.object({ version: v.optional(intParam(1, 2_147_483_647)) }),
    data: v.object({ id }),
    roles,
  }),
  /** A CSV of `from,to,status` rows (a header row optional): all written in one transaction, or none; `dryRun` only checks. */
  importRedirects: defineEndpoint({
    method: 'POST',
    path: `${base}/import`,
    body: v.object({
      dryRun: v.boolean(),
      /** The editor's choice that the file's rows may send visitors to other sites (decision 111); else such a row is refused. */
      offSite: v.optional(v.boolean(), false),
      /** The editor's choice that its rows may redirect pages of items no longer public (decision 116); else such a row is refused. */
      retiredPages: v.optional(v.boolean(), false),
      file: v.object({
        name: v.pipe(v.string(), v.maxLength(200)),
        content: v.pipe(v.string(), v.maxLength(base64Length(REDIRECT_IMPORT_MAX_BYTES)), v.regex(/^[A-Za-z0-9+/]*={0,2}$/)),
      }),
    }),
    maxBodyBytes: base64Length(REDIRECT_IMPORT_MAX_BYTES) + 2 * KiB,
    data: redirectImportReport,
    roles,
  }),
}

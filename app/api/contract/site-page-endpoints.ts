import * as v from 'valibot'
import { KiB } from './content-editing'
import { editingEndpoints } from './content-editing-endpoints'
import { defineEndpoint } from './endpoint'
import { localizedText } from './localized-text'
import { dayParam } from './query-params'
import { localizedRichDocument, publicRichDocument } from './rich-text'

/**
 * The site's long-form pages (vision, research introduction, showroom, terms, privacy): a fixed set, each with a lead
 * and a rich text body in five languages, edited by staff like every other content
 * (docs/decisions/0052-long-form-pages-and-product-descriptions-as-rich-text.md). Their names and headings are the site's
 * navigation labels, so that title, breadcrumb and heading agree; staff edit what is under the heading.
 */
export const sitePageNames = ['vision', 'research-intro', 'showroom', 'terms', 'privacy'] as const
export type SitePageName = (typeof sitePageNames)[number]

export const sitePageParams = v.object({ name: v.picklist(sitePageNames) })

/** A page as visitors read it, in their language (Korean where it has no translation, marked by `body.lang`). */
export const sitePage = v.object({
  name: v.picklist(sitePageNames),
  lead: v.string(),
  body: publicRichDocument,
  /** The day the text takes effect (terms, privacy); null for the others. */
  effectiveDate: v.nullable(dayParam),
})
export type SitePage = v.InferOutput<typeof sitePage>

export const sitePageTextLimits = { lead: 1_000 } as const

/** A page's fields as an editor writes them. */
export const sitePageFields = v.object({
  lead: localizedText(sitePageTextLimits.lead),
  body: localizedRichDocument,
  effectiveDate: v.nullable(dayParam),
})
export type SitePageFields = v.InferOutput<typeof sitePageFields>

/** Five rich text bodies at their limit (richTextLimits.documentBytes) and the leads, as a post's. */
const SITE_PAGE_FIELDS_BYTES = 2 * 1024 * KiB

/**
 * The editing calls of content-editing-endpoints.ts under `/admin/content/pages`, but neither create nor delete: the
 * set of pages is the site's routes.
 */
function sitePageEditing() {
  const {
    create: _create,
    remove: _remove,
    ...calls
  } = editingEndpoints('/admin/content/pages', sitePageFields, SITE_PAGE_FIELDS_BYTES)
  return calls
}
export const sitePageEditingEndpoints = sitePageEditing()

export const sitePageEndpoints = {
  page: defineEndpoint({ method: 'GET', publicCache: true, path: '/page/:name', params: sitePageParams, data: sitePage }),
}

import * as v from 'valibot'
import { dayParam } from './query-params'
import { publicRichDocument } from './rich-text'
import { noindexFlag, publicSeo } from './seo-fields'

/**
 * The site's long-form pages (vision, research introduction, showroom, terms, privacy): a fixed set, each with a lead
 * and a rich text body in five languages, edited by staff like every other content
 * (docs/decisions/0052-long-form-pages-and-product-descriptions-as-rich-text.md). Their names and headings are the site's
 * navigation labels, so that title, breadcrumb and heading agree; staff edit what is under the heading. Their
 * declaration as a content kind: kinds/pages.ts.
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
  /** How the page appears in search results and shared links (decision 89); optional, as a backend may not know it. */
  seo: v.optional(publicSeo),
  noindex: noindexFlag,
})
export type SitePage = v.InferOutput<typeof sitePage>

export const sitePageTextLimits = { lead: 1_000 } as const

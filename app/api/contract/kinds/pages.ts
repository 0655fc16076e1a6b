import { KiB } from '../content-editing'
import { defineEndpoint } from '../endpoint'
import { publicGet } from '../public-get'
import { sitePage, sitePageParams, sitePageTextLimits } from '../site-page-endpoints'
import { declareKind } from './kind-declaration'

/** Five rich text bodies at their limit (richTextLimits.documentBytes) and the leads, as a post's. */
const SITE_PAGE_FIELDS_BYTES = 2 * 1024 * KiB

/**
 * The long-form pages (vision, research introduction, showroom, terms, privacy; decision 52): a fixed set, the site's
 * routes, so neither created nor deleted; a page's read names it, and carries its own key besides the kind's.
 */
export const pageKind = declareKind({
  fields: [
    { name: 'lead', input: 'localized', max: sitePageTextLimits.lead, multiline: true },
    { name: 'body', input: 'rich' },
    /** The day the text takes effect (terms, privacy). */
    { name: 'effectiveDate', input: 'optional-date' },
    { name: 'seo', input: 'seo' },
  ],
  titleField: 'lead',
  order: 'none',
  fixed: true,
  maxBodyBytes: SITE_PAGE_FIELDS_BYTES,
  reads: { page: defineEndpoint({ ...publicGet, path: '/page/:name', params: sitePageParams, data: sitePage }) },
})

import { m } from '~/paraglide/messages'
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
    { name: 'lead', input: 'localized', label: m.admin_site_field_lead, max: sitePageTextLimits.lead, multiline: true },
    { name: 'body', input: 'rich', label: m.admin_site_field_body },
    /** The day the text takes effect (terms, privacy). */
    { name: 'effectiveDate', input: 'optional-date', label: m.admin_site_field_effective_date },
    { name: 'seo', input: 'seo', label: m.admin_seo_section },
  ],
  titleField: 'lead',
  order: 'none',
  fixed: true,
  maxBodyBytes: SITE_PAGE_FIELDS_BYTES,
  reads: { page: defineEndpoint({ ...publicGet, path: '/page/:name', params: sitePageParams, data: sitePage }) },
})

import { m } from '~/paraglide/messages'
import { historyEntry, historyQuery } from '../company'
import { defineEndpoint } from '../endpoint'
import { pageOf } from '../envelope'
import { publicGet } from '../public-get'
import { declareKind } from './kind-declaration'
import { contentKindTextLimits as limits } from './kind-limits'

/** The company's history, in the order staff choose (newest first as shipped). */
export const historyKind = declareKind({
  fields: [
    { name: 'year', input: 'number', label: m.admin_site_field_year, min: 1900, max: 2100, initial: (now) => now.getFullYear() },
    { name: 'month', input: 'number', label: m.admin_site_field_month, min: 1, max: 12, initial: (now) => now.getMonth() + 1 },
    { name: 'title', input: 'localized', label: m.admin_site_field_title, max: limits.title },
  ],
  titleField: 'title',
  order: 'chosen',
  reads: {
    history: defineEndpoint({ ...publicGet, path: '/history', query: historyQuery, data: pageOf(historyEntry) }),
  },
})

import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { defineEndpoint } from '../endpoint'
import { pageOf } from '../envelope'
import { categorizedItem, listedAfter, pageSeo, postListQuery, postPathParams } from '../posts'
import { publicGet } from '../public-get'
import { declareFields, declareKind } from './kind-declaration'
import { contentKindTextLimits as limits, POST_FIELDS_BYTES } from './kind-limits'
import { shownEntries } from './public-fields'

const fields = declareFields([
  { name: 'title', input: 'localized', label: m.admin_site_field_title, max: limits.title, shown: 'list' },
  {
    name: 'summary',
    input: 'optional-localized',
    label: m.admin_site_field_summary,
    max: limits.abstract,
    multiline: true,
    shown: 'page',
  },
  {
    name: 'applicationNumber',
    input: 'text',
    label: m.admin_post_field_application_number,
    max: limits.reference,
    shown: 'list',
  },
  { name: 'filedAt', input: 'date', label: m.admin_post_field_filed_at, shown: 'list' },
  { name: 'status', input: 'patent-status', label: m.admin_post_field_status, column: 'patentStatus', shown: 'list' },
  {
    name: 'registrationNumber',
    input: 'optional-text',
    label: m.admin_post_field_registration_number,
    max: limits.reference,
    shown: 'list',
  },
  { name: 'registeredAt', input: 'optional-date', label: m.admin_post_field_registered_at, shown: 'list' },
  { name: 'office', input: 'text', label: m.admin_post_field_office, max: limits.office, initial: 'KR', shown: 'list' },
  { name: 'categoryId', input: 'post-category', label: m.admin_site_field_category },
  { name: 'seo', input: 'seo', label: m.admin_seo_section },
])

/** A patent as its list shows it: its fields shown in the list, in the reader's language. */
export const patentSummary = v.object({ ...categorizedItem, ...shownEntries(fields, 'list'), ...listedAfter })
export type PatentSummary = v.InferOutput<typeof patentSummary>
export const patentDetail = v.object({ ...patentSummary.entries, ...shownEntries(fields, 'page'), seo: pageSeo })

/** Patents: filed or registered, at an office (KR, US, EP, PCT…), under one of their categories; a page each. */
export const patentKind = declareKind({
  fields,
  titleField: 'title',
  order: 'none',
  maxBodyBytes: POST_FIELDS_BYTES,
  reads: {
    patentList: defineEndpoint({ ...publicGet, path: '/post/patent', query: postListQuery, data: pageOf(patentSummary) }),
    patentDetail: defineEndpoint({ ...publicGet, path: '/post/patent/:id', params: postPathParams, data: patentDetail }),
  },
})

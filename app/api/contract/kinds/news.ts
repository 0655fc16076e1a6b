import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { defineEndpoint } from '../endpoint'
import { pageOf } from '../envelope'
import { categorizedItem, listedAfter, neighbourIds, pageSeo, postListQuery, postPathParams } from '../posts'
import { publicGet } from '../public-get'
import { publicRichDocument } from '../rich-text'
import { declareFields, declareKind } from './kind-declaration'
import { contentKindTextLimits as limits, POST_FIELDS_BYTES } from './kind-limits'
import { shownEntries } from './public-fields'

const fields = declareFields([
  { name: 'title', input: 'localized', label: m.admin_site_field_title, max: limits.title, shown: 'list' },
  { name: 'summary', input: 'localized', label: m.admin_site_field_summary, max: limits.summary, multiline: true, shown: 'list' },
  { name: 'body', input: 'rich', label: m.admin_site_field_body },
  { name: 'publishedAt', input: 'date', label: m.admin_post_field_published_at, shown: 'list' },
  { name: 'categoryId', input: 'post-category', label: m.admin_site_field_category },
  { name: 'seo', input: 'seo', label: m.admin_seo_section },
])

/** A news item as its list shows it: its fields shown in the list, in the reader's language. */
export const newsSummary = v.object({ ...categorizedItem, ...shownEntries(fields, 'list'), ...listedAfter })
export const newsDetail = v.object({
  ...newsSummary.entries,
  seo: pageSeo,
  /** Rich text (issue 24): headings, lists, links, images and tables; rendered as elements, never as HTML. */
  body: publicRichDocument,
  ...neighbourIds,
})
export type NewsDetail = v.InferOutput<typeof newsDetail>

/** News: newest first by the day it shows (`publishedAt`), filed under one of its categories; a page each. */
export const newsKind = declareKind({
  fields,
  titleField: 'title',
  order: 'none',
  maxBodyBytes: POST_FIELDS_BYTES,
  reads: {
    newsList: defineEndpoint({ ...publicGet, path: '/post/news', query: postListQuery, data: pageOf(newsSummary) }),
    newsDetail: defineEndpoint({ ...publicGet, path: '/post/news/:id', params: postPathParams, data: newsDetail }),
  },
})

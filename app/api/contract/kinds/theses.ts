import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { defineEndpoint } from '../endpoint'
import { pageOf } from '../envelope'
import { categorizedItem, listedAfter, pageSeo, postListQuery, postPathParams } from '../posts'
import { publicGet } from '../public-get'
import { declareFields, declareKind } from './kind-declaration'
import { contentKindTextLimits as limits, POST_FIELDS_BYTES, thesisMaxAuthors } from './kind-limits'
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
    publicName: 'abstract',
  },
  {
    name: 'authors',
    input: 'text-list',
    label: m.admin_post_field_authors,
    max: limits.author,
    maxItems: thesisMaxAuthors,
    shown: 'list',
  },
  { name: 'journal', input: 'text', label: m.admin_post_field_journal, max: limits.journal, shown: 'list' },
  {
    name: 'year',
    input: 'number',
    label: m.admin_site_field_year,
    min: 1900,
    max: 2100,
    initial: (now) => now.getUTCFullYear(),
    shown: 'list',
  },
  { name: 'volume', input: 'optional-text', label: m.admin_post_field_volume, max: limits.reference, shown: 'page' },
  { name: 'pages', input: 'optional-text', label: m.admin_post_field_pages, max: limits.reference, shown: 'page' },
  { name: 'doi', input: 'text', label: m.admin_post_field_doi, max: limits.doi, shown: 'list' },
  { name: 'categoryId', input: 'post-category', label: m.admin_site_field_category },
  { name: 'seo', input: 'seo', label: m.admin_seo_section },
])

/** A thesis as its list shows it: its fields shown in the list, in the reader's language. */
export const thesisSummary = v.object({ ...categorizedItem, ...shownEntries(fields, 'list'), ...listedAfter })
export const thesisDetail = v.object({
  ...thesisSummary.entries,
  seo: pageSeo,
  ...shownEntries(fields, 'page'),
  /** The paper at doi.org. */
  doiUrl: v.pipe(v.string(), v.url()),
})
export type ThesisDetail = v.InferOutput<typeof thesisDetail>

/** Theses (papers): their authors, journal, year and DOI, under one of their categories; a page each. */
export const thesisKind = declareKind({
  fields,
  titleField: 'title',
  order: 'none',
  maxBodyBytes: POST_FIELDS_BYTES,
  reads: {
    thesisList: defineEndpoint({ ...publicGet, path: '/post/thesis', query: postListQuery, data: pageOf(thesisSummary) }),
    thesisDetail: defineEndpoint({ ...publicGet, path: '/post/thesis/:id', params: postPathParams, data: thesisDetail }),
  },
})

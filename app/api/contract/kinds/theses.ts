import * as v from 'valibot'
import { defineEndpoint } from '../endpoint'
import { pageOf } from '../envelope'
import { categorizedItem, listedAfter, pageSeo, postListQuery, postPathParams } from '../posts'
import { publicGet } from '../public-get'
import { declareFields, declareKind } from './kind-declaration'
import { contentKindTextLimits as limits, POST_FIELDS_BYTES, thesisMaxAuthors } from './kind-limits'
import { shownEntries } from './public-fields'

const fields = declareFields([
  { name: 'title', input: 'localized', max: limits.title, shown: 'list' },
  {
    name: 'summary',
    input: 'optional-localized',
    max: limits.abstract,
    multiline: true,
    shown: 'page',
    publicName: 'abstract',
  },
  { name: 'authors', input: 'text-list', max: limits.author, maxItems: thesisMaxAuthors, shown: 'list' },
  { name: 'journal', input: 'text', max: limits.journal, shown: 'list' },
  { name: 'year', input: 'number', min: 1900, max: 2100, initial: (now) => now.getUTCFullYear(), shown: 'list' },
  { name: 'volume', input: 'optional-text', max: limits.reference, shown: 'page' },
  { name: 'pages', input: 'optional-text', max: limits.reference, shown: 'page' },
  { name: 'doi', input: 'text', max: limits.doi, shown: 'list' },
  { name: 'categoryId', input: 'post-category' },
  { name: 'seo', input: 'seo' },
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

import { defineEndpoint } from '../endpoint'
import { pageOf } from '../envelope'
import { postListQuery, postPathParams, thesisDetail, thesisSummary } from '../posts'
import { publicGet } from '../public-get'
import { declareKind } from './kind-declaration'
import { contentKindTextLimits as limits, POST_FIELDS_BYTES, thesisMaxAuthors } from './kind-limits'

/** Theses (papers): their authors, journal, year and DOI, under one of their categories; a page each. */
export const thesisKind = declareKind({
  fields: [
    { name: 'title', input: 'localized', max: limits.title },
    { name: 'summary', input: 'optional-localized', max: limits.abstract, multiline: true },
    { name: 'authors', input: 'text-list', max: limits.author, maxItems: thesisMaxAuthors },
    { name: 'journal', input: 'text', max: limits.journal },
    { name: 'year', input: 'number', min: 1900, max: 2100, initial: (now) => now.getUTCFullYear() },
    { name: 'volume', input: 'optional-text', max: limits.reference },
    { name: 'pages', input: 'optional-text', max: limits.reference },
    { name: 'doi', input: 'text', max: limits.doi },
    { name: 'categoryId', input: 'post-category' },
    { name: 'seo', input: 'seo' },
  ],
  titleField: 'title',
  order: 'none',
  maxBodyBytes: POST_FIELDS_BYTES,
  reads: {
    thesisList: defineEndpoint({ ...publicGet, path: '/post/thesis', query: postListQuery, data: pageOf(thesisSummary) }),
    thesisDetail: defineEndpoint({ ...publicGet, path: '/post/thesis/:id', params: postPathParams, data: thesisDetail }),
  },
})

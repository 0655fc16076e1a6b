import { defineEndpoint } from '../endpoint'
import { pageOf } from '../envelope'
import { patentDetail, patentSummary, postListQuery, postPathParams } from '../posts'
import { publicGet } from '../public-get'
import { declareKind } from './kind-declaration'
import { contentKindTextLimits as limits, POST_FIELDS_BYTES } from './kind-limits'

/** Patents: filed or registered, at an office (KR, US, EP, PCT…), under one of their categories; a page each. */
export const patentKind = declareKind({
  fields: [
    { name: 'title', input: 'localized', max: limits.title },
    { name: 'summary', input: 'optional-localized', max: limits.abstract, multiline: true },
    { name: 'applicationNumber', input: 'text', max: limits.reference },
    { name: 'filedAt', input: 'date' },
    { name: 'status', input: 'patent-status' },
    { name: 'registrationNumber', input: 'optional-text', max: limits.reference },
    { name: 'registeredAt', input: 'optional-date' },
    { name: 'office', input: 'text', max: limits.office, initial: 'KR' },
    { name: 'categoryId', input: 'post-category' },
    { name: 'seo', input: 'seo' },
  ],
  titleField: 'title',
  order: 'none',
  maxBodyBytes: POST_FIELDS_BYTES,
  reads: {
    patentList: defineEndpoint({ ...publicGet, path: '/post/patent', query: postListQuery, data: pageOf(patentSummary) }),
    patentDetail: defineEndpoint({ ...publicGet, path: '/post/patent/:id', params: postPathParams, data: patentDetail }),
  },
})

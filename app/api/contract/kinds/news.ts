import { defineEndpoint } from '../endpoint'
import { pageOf } from '../envelope'
import { newsDetail, newsSummary, postListQuery, postPathParams } from '../posts'
import { publicGet } from '../public-get'
import { declareKind } from './kind-declaration'
import { contentKindTextLimits as limits, POST_FIELDS_BYTES } from './kind-limits'

/** News: newest first by the day it shows (`publishedAt`), filed under one of its categories; a page each. */
export const newsKind = declareKind({
  fields: [
    { name: 'title', input: 'localized', max: limits.title },
    { name: 'summary', input: 'localized', max: limits.summary, multiline: true },
    { name: 'body', input: 'rich' },
    { name: 'publishedAt', input: 'date' },
    { name: 'categoryId', input: 'post-category' },
    { name: 'seo', input: 'seo' },
  ],
  titleField: 'title',
  order: 'none',
  maxBodyBytes: POST_FIELDS_BYTES,
  reads: {
    newsList: defineEndpoint({ ...publicGet, path: '/post/news', query: postListQuery, data: pageOf(newsSummary) }),
    newsDetail: defineEndpoint({ ...publicGet, path: '/post/news/:id', params: postPathParams, data: newsDetail }),
  },
})

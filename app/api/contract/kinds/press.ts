import { defineEndpoint } from '../endpoint'
import { pageOf } from '../envelope'
import { pressItem, pressListQuery } from '../posts'
import { publicGet } from '../public-get'
import { declareKind } from './kind-declaration'
import { contentKindTextLimits as limits, POST_FIELDS_BYTES } from './kind-limits'

/** Press: articles about the company on other sites, newest first; each links out, with no page of its own. */
export const pressKind = declareKind({
  fields: [
    { name: 'title', input: 'localized', max: limits.title },
    { name: 'outlet', input: 'localized', max: limits.outlet },
    { name: 'link', input: 'url', max: limits.link },
    { name: 'publishedAt', input: 'date' },
  ],
  titleField: 'title',
  order: 'none',
  maxBodyBytes: POST_FIELDS_BYTES,
  reads: {
    pressList: defineEndpoint({ ...publicGet, path: '/post/press', query: pressListQuery, data: pageOf(pressItem) }),
  },
})

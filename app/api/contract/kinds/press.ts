import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { defineEndpoint } from '../endpoint'
import { pageOf } from '../envelope'
import { postId, pressListQuery } from '../posts'
import { publicGet } from '../public-get'
import { declareFields, declareKind } from './kind-declaration'
import { contentKindTextLimits as limits, POST_FIELDS_BYTES } from './kind-limits'
import { shownEntries } from './public-fields'

const fields = declareFields([
  { name: 'title', input: 'localized', label: m.admin_site_field_title, max: limits.title, shown: 'list' },
  { name: 'outlet', input: 'localized', label: m.admin_post_field_outlet, max: limits.outlet, shown: 'list' },
  { name: 'link', input: 'url', label: m.admin_post_field_link, max: limits.link, shown: 'list' },
  { name: 'publishedAt', input: 'date', label: m.admin_post_field_published_at, shown: 'list' },
])

/** A press item as its list shows it (it has no page): its fields, in the reader's language. */
export const pressItem = v.object({ id: postId, ...shownEntries(fields, 'list') })

/** Press: articles about the company on other sites, newest first; each links out, with no page of its own. */
export const pressKind = declareKind({
  fields,
  titleField: 'title',
  order: 'none',
  maxBodyBytes: POST_FIELDS_BYTES,
  reads: {
    pressList: defineEndpoint({ ...publicGet, path: '/post/press', query: pressListQuery, data: pageOf(pressItem) }),
  },
})

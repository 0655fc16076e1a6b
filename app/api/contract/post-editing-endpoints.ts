import * as v from 'valibot'
import { KiB, previewLink } from './content-editing'
import { editingEndpoints, itemParams } from './content-editing-endpoints'
import { defineEndpoint } from './endpoint'
import { localizedText, optionalLocalizedText } from './localized-text'
import { newsDetail, type PostType, patentDetail, thesisDetail } from './posts'
import { previewTokenPattern } from './preview-token'
import { dayParam, idParam, textParam } from './query-params'
import { localizedRichDocument } from './rich-text'
import { contentEditingRoles } from './staff-roles'

/**
 * Editing news, press, patents and theses (issue 24), for editors and admins: `/admin/content/posts/{type}/...`.
 * `POST /admin/content/posts/news` with `{ title: { "ko-KR": ... }, summary, body, publishedAt, categoryId? }` makes a
 * draft; `POST /admin/content/posts/news/{id}/publish` publishes it; it is then listed at `/post/news` and shown at
 * `/news/{id}`. See content-editing.ts for drafts, schedules, versions and revisions.
 */

export const postTextLimits = {
  title: 300,
  summary: 1_000,
  abstract: 5_000,
  outlet: 100,
  number: 50,
  author: 100,
  journal: 200,
} as const

const categoryId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))
const shortText = (max: number) => v.pipe(textParam(max), v.nonEmpty())
const optionalShortText = (max: number) => v.optional(v.nullable(v.pipe(textParam(max))), null)

/** The fields of each post type as an editor writes them. `publishedAt` is the date the public page shows. */
export const postFieldSchemas = {
  news: v.object({
    title: localizedText(postTextLimits.title),
    summary: localizedText(postTextLimits.summary),
    body: localizedRichDocument,
    publishedAt: dayParam,
    categoryId: v.optional(v.nullable(categoryId), null),
  }),
  press: v.object({
    title: localizedText(postTextLimits.title),
    outlet: localizedText(postTextLimits.outlet),
    link: v.pipe(v.string(), v.maxLength(2000), v.url(), v.regex(/^https?:\/\//i)),
    publishedAt: dayParam,
  }),
  patent: v.object({
    title: localizedText(postTextLimits.title),
    summary: optionalLocalizedText(postTextLimits.abstract),
    applicationNumber: shortText(postTextLimits.number),
    registrationNumber: optionalShortText(postTextLimits.number),
    filedAt: dayParam,
    registeredAt: v.optional(v.nullable(dayParam), null),
    status: v.picklist(['filed', 'registered']),
    office: shortText(20),
    categoryId: v.optional(v.nullable(categoryId), null),
  }),
  thesis: v.object({
    title: localizedText(postTextLimits.title),
    summary: optionalLocalizedText(postTextLimits.abstract),
    authors: v.pipe(v.array(shortText(postTextLimits.author)), v.minLength(1), v.maxLength(100)),
    journal: shortText(postTextLimits.journal),
    year: v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100)),
    volume: optionalShortText(postTextLimits.number),
    pages: optionalShortText(postTextLimits.number),
    doi: shortText(200),
    categoryId: v.optional(v.nullable(categoryId), null),
  }),
} satisfies Record<PostType, v.GenericSchema>

export type PostFields<T extends PostType> = v.InferOutput<(typeof postFieldSchemas)[T]>

/** A body of five languages' long texts: the largest a post may be sent as. */
const POST_BODY_BYTES = 2048 * KiB

/** The calls of one post type; every one is for editors and admins. */
function postEditingEndpoints<T extends PostType>(type: T) {
  const base = `/admin/content/posts/${type}`
  return {
    ...editingEndpoints(base, postFieldSchemas[type] as (typeof postFieldSchemas)[T], POST_BODY_BYTES),
    /** A signed link to the draft on the real page (news, patents and theses have pages; press has none: 404). */
    preview: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/preview`,
      params: itemParams,
      body: v.optional(v.object({}), {}),
      maxBodyBytes: KiB,
      data: previewLink,
      roles: contentEditingRoles,
    }),
  }
}

export const newsEditingEndpoints = postEditingEndpoints('news')
export const pressEditingEndpoints = postEditingEndpoints('press')
export const patentEditingEndpoints = postEditingEndpoints('patent')
export const thesisEditingEndpoints = postEditingEndpoints('thesis')

/** The editing calls of each post type, by type. */
export const postEditingByType = {
  news: newsEditingEndpoints,
  press: pressEditingEndpoints,
  patent: patentEditingEndpoints,
  thesis: thesisEditingEndpoints,
} as const

/** Post categories: their names in five languages and their order. */
export const postCategoryEditingEndpoints = {
  categoryList: defineEndpoint({
    method: 'GET',
    path: '/admin/content/post-categories',
    data: v.array(
      v.object({
        id: idParam,
        postType: v.picklist(['patent', 'thesis', 'news', 'press']),
        name: optionalLocalizedText(100),
        sortOrder: v.number(),
      }),
    ),
    roles: contentEditingRoles,
  }),
  categoryCreate: defineEndpoint({
    method: 'POST',
    path: '/admin/content/post-categories',
    body: v.object({ postType: v.picklist(['patent', 'thesis', 'news']), name: localizedText(100) }),
    maxBodyBytes: 8 * KiB,
    data: v.object({ id: idParam }),
    roles: contentEditingRoles,
  }),
  categoryUpdate: defineEndpoint({
    method: 'PUT',
    path: '/admin/content/post-categories/:id',
    params: itemParams,
    body: v.object({ name: localizedText(100) }),
    maxBodyBytes: 8 * KiB,
    data: v.object({ id: idParam }),
    roles: contentEditingRoles,
  }),
}

export const previewQuery = v.object({ token: v.pipe(v.string(), v.regex(previewTokenPattern)) })

/**
 * The draft behind a preview link, in the shape of the public detail: for the page at `/news/{id}?preview=...` etc.
 * Never cached (`Cache-Control: no-store`); a wrong or expired token is 404, as is a token for another item.
 */
export const postPreviewEndpoints = {
  newsPreview: defineEndpoint({
    method: 'GET',
    path: '/post/news/:id/preview',
    params: itemParams,
    query: previewQuery,
    data: newsDetail,
  }),
  patentPreview: defineEndpoint({
    method: 'GET',
    path: '/post/patent/:id/preview',
    params: itemParams,
    query: previewQuery,
    data: patentDetail,
  }),
  thesisPreview: defineEndpoint({
    method: 'GET',
    path: '/post/thesis/:id/preview',
    params: itemParams,
    query: previewQuery,
    data: thesisDetail,
  }),
}

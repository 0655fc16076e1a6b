import * as v from 'valibot'
import { KiB, previewLink } from './content-editing'
import { editingEndpoints, itemParams } from './content-editing-endpoints'
import { defineEndpoint } from './endpoint'
import { newsDetail } from './kinds/news'
import { patentDetail } from './kinds/patents'
import { postKinds } from './kinds/post-kinds'
import { thesisDetail } from './kinds/theses'
import { localizedText, optionalLocalizedText } from './localized-text'
import type { PostType } from './posts'
import { previewTokenPattern } from './preview-token'
import { idParam } from './query-params'
import { contentEditingRoles } from './staff-roles'

/**
 * Editing news, press, patents and theses (issue 24), for editors and admins: `/admin/content/posts/{type}/...`.
 * `POST /admin/content/posts/news` with `{ title: { "ko-KR": ... }, summary, body, publishedAt, categoryId? }` makes a
 * draft; `POST /admin/content/posts/news/{id}/publish` publishes it; it is then listed at `/post/news` and shown at
 * `/news/{id}`. See content-editing.ts for drafts, schedules, versions and revisions.
 */

/** The fields of a post type as a draft holds them, from its declaration (kinds/post-kinds.ts). */
export type PostFields<T extends PostType> = v.InferOutput<(typeof postKinds)[T]['draftFields']>

/** The calls of one post type; every one is for editors and admins. */
function postEditingEndpoints<T extends PostType>(type: T) {
  const base = `/admin/content/posts/${type}`
  return {
    ...editingEndpoints(
      base,
      {
        fields: postKinds[type].fields as (typeof postKinds)[T]['fields'],
        draftFields: postKinds[type].draftFields as (typeof postKinds)[T]['draftFields'],
        draftInput: postKinds[type].draftInput as (typeof postKinds)[T]['draftInput'],
      },
      postKinds[type].maxBodyBytes,
    ),
    /**
     * A signed link to the draft on the real page (news, patents and theses have pages; press has none: 404); refused
     * as a publish is (409 DRAFT_INCOMPLETE) while the draft lacks its Korean text.
     */
    preview: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/preview`,
      params: itemParams,
      body: v.optional(v.object({}), {}),
      maxBodyBytes: KiB,
      data: previewLink,
      roles: contentEditingRoles,
    }),
    /**
     * Ends every preview link of the item made so far (each also ends when the item changes, and after
     * PREVIEW_LINK_MINUTES); audited as content.preview-revoke.
     */
    revokePreviews: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id/preview`,
      params: itemParams,
      data: v.object({ revoked: v.literal(true) }),
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

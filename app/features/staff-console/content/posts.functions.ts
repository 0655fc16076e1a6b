import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { contentListQuery, contentVersion, publishBody } from '~/api/contract/content-editing'
import { postCategoryEditingEndpoints, postEditingByType } from '~/api/contract/post-editing-endpoints'
import { postTypes } from '~/api/contract/posts'
import { idParam, intParam } from '~/api/contract/query-params'
import { contractInput } from '~/api/contract-input'
import { notFoundAsNull } from '../not-found-as-null.server'
import { privateAnswer } from '../private-answer.server'
import { staffApi } from '../staff-api.server'
import type { PostDetail, PostRevision, PostWrite } from './post-types'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally (see inquiries.functions).
// A post's fields are checked by the API (the contract's schema of its type), whose refusal names each field; the page
// checks them with the same schema before it sends.

// The calls of one type, typed as news's: their shapes differ only in `fields`, which the answers here name loosely.
const editing = (type: v.InferOutput<typeof postType>) => postEditingByType[type] as (typeof postEditingByType)['news']

const postType = v.picklist(postTypes)
const item = { type: postType, id: idParam }
const fields = v.record(v.string(), v.unknown())
const revision = { ...item, revision: intParam(1, 999_999_999) }

export const listPosts = createServerFn({ method: 'GET' })
  .validator(contractInput(v.object({ type: postType, query: contentListQuery })))
  .handler(({ data }) => privateAnswer(staffApi(editing(data.type).list, { query: data.query })))

/** The item as the editor works on it, or null when there is none. */
export const getPost = createServerFn({ method: 'GET' })
  .validator(contractInput(v.object(item)))
  .handler(
    ({ data: { type, id } }) =>
      privateAnswer(notFoundAsNull(() => staffApi(editing(type).detail, { params: { id } }))) as Promise<PostDetail | null>,
  )

export const createPost = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ type: postType, fields })))
  .handler(({ data }) => actionOutcome(() => staffApi(editing(data.type).create, { body: data.fields as PostWrite })))

export const savePostDraft = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...item, version: contentVersion, fields })))
  .handler(({ data: { type, id, version, fields } }) =>
    actionOutcome(() => staffApi(editing(type).saveDraft, { params: { id }, body: { version, fields: fields as PostWrite } })),
  )

export const publishPost = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...item, body: publishBody })))
  .handler(({ data: { type, id, body } }) => actionOutcome(() => staffApi(editing(type).publish, { params: { id }, body })))

export const unpublishPost = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...item, version: contentVersion })))
  .handler(({ data: { type, id, version } }) =>
    actionOutcome(() => staffApi(editing(type).unpublish, { params: { id }, body: { version } })),
  )

export const listPostRevisions = createServerFn({ method: 'GET' })
  .validator(contractInput(v.object(item)))
  .handler(({ data: { type, id } }) => privateAnswer(staffApi(editing(type).revisions, { params: { id } })))

export const getPostRevision = createServerFn({ method: 'GET' })
  .validator(contractInput(v.object(revision)))
  .handler(
    ({ data: { type, ...params } }) =>
      privateAnswer(notFoundAsNull(() => staffApi(editing(type).revision, { params }))) as Promise<PostRevision | null>,
  )

/** The revision's fields become the draft (publish to show them). */
export const restorePostRevision = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...revision, version: contentVersion })))
  .handler(({ data: { type, version, ...params } }) =>
    actionOutcome(() => staffApi(editing(type).restore, { params, body: { version } })),
  )

/** A signed link to the draft on the real page, for a new tab. */
export const previewPost = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object(item)))
  .handler(({ data: { type, id } }) => actionOutcome(() => staffApi(editing(type).preview, { params: { id }, body: {} })))

export const listPostCategories = createServerFn({ method: 'GET' }).handler(() =>
  privateAnswer(staffApi(postCategoryEditingEndpoints.categoryList, {})),
)

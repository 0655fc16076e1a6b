import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { contentListQuery, contentVersion, publishBody } from '~/api/contract/content-editing'
import { REORDER_MAX_ITEMS } from '~/api/contract/content-editing-endpoints'
import { postEditingByType } from '~/api/contract/post-editing-endpoints'
import { postTypes } from '~/api/contract/posts'
import { idParam } from '~/api/contract/query-params'
import { contractInput } from '~/api/contract-input'
import { notFoundAsNull } from '../not-found-as-null.server'
import { staffApi } from '../staff-api.server'
import { creatableKind, editableKind, editing, item, ordering, revision } from './content-kind-calls'
import type { ContentDetail, ContentRevision, OrderItem } from './content-types'
import { groupedKind, orderedKinds } from './editable-kinds'

// Hand-written (decision 119): each call is chosen by the content kind or post type the page names (editing(kind),
// postEditingByType), which no contract name says alone; the post categories' calls are dispatched.
// An item's fields are checked by the API (the contract's schema of its kind), whose refusal names each field; the page
// checks them with the same schema before it sends.

export const listContentItems = createServerFn({ method: 'GET' })
  .validator(contractInput(v.object({ kind: editableKind, query: contentListQuery })))
  .handler(({ data }) => staffApi(editing(data.kind).list, { query: data.query }))

/** The item as the editor works on it, or null when there is none. */
export const getContentItem = createServerFn({ method: 'GET' })
  .validator(contractInput(v.object(item)))
  .handler(
    ({ data: { kind, id } }) =>
      notFoundAsNull(() => staffApi(editing(kind).detail, { params: { id } })) as Promise<ContentDetail | null>,
  )

export const publishContentItem = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...item, body: publishBody })))
  .handler(({ data: { kind, id, body } }) => actionOutcome(() => staffApi(editing(kind).publish, { params: { id }, body })))

export const unpublishContentItem = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...item, version: contentVersion })))
  .handler(({ data: { kind, id, version } }) =>
    actionOutcome(() => staffApi(editing(kind).unpublish, { params: { id }, body: { version } })),
  )

/** Deletes the item with its revisions (the API refuses one other content still needs, with its reason). */
export const removeContentItem = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...item, kind: creatableKind })))
  .handler(({ data: { kind, id } }) => actionOutcome(() => staffApi(editing(kind).remove, { params: { id } })))

export const listContentRevisions = createServerFn({ method: 'GET' })
  .validator(contractInput(v.object(item)))
  .handler(({ data: { kind, id } }) => staffApi(editing(kind).revisions, { params: { id } }))

export const getContentRevision = createServerFn({ method: 'GET' })
  .validator(contractInput(v.object(revision)))
  .handler(
    ({ data: { kind, ...params } }) =>
      notFoundAsNull(() => staffApi(editing(kind).revision, { params })) as Promise<ContentRevision | null>,
  )

/** The revision's fields become the draft (publish to show them). */
export const restoreContentRevision = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...revision, version: contentVersion })))
  .handler(({ data: { kind, version, ...params } }) =>
    actionOutcome(() => staffApi(editing(kind).restore, { params, body: { version } })),
  )

const orderedKind = v.picklist(orderedKinds)
const ORDER_PAGE_SIZE = 100

/**
 * Every item of an ordered kind (drafts included) in the order the site shows them, which is what a reorder sends
 * back; FAQ questions with their category (`group`), since they are ordered within it.
 */
export const listContentOrder = createServerFn({ method: 'GET' })
  .validator(contractInput(v.object({ kind: orderedKind })))
  .handler(async ({ data: { kind } }) => {
    const calls = ordering(kind)
    const items: OrderItem[] = []
    for (let page = 1; items.length < REORDER_MAX_ITEMS; page += 1) {
      const read = await staffApi(calls.list, { query: { state: 'all', page, size: ORDER_PAGE_SIZE } })
      items.push(...read.items)
      if (read.items.length < ORDER_PAGE_SIZE || items.length >= read.total) break
    }
    if (kind !== groupedKind) return items
    const grouped = await Promise.all(
      items.map(async (entry) => {
        const detail = await staffApi(calls.detail, { params: { id: entry.id } })
        return { ...entry, group: (detail.fields as unknown as { categoryId: number }).categoryId }
      }),
    )
    return grouped
  })

/** Puts a kind's items (or one FAQ category's questions) in the order of `ids`; a list changed meanwhile is 409. */
export const reorderContent = createServerFn({ method: 'POST' })
  .validator(
    contractInput(v.object({ kind: orderedKind, ids: v.pipe(v.array(idParam), v.minLength(1), v.maxLength(REORDER_MAX_ITEMS)) })),
  )
  .handler(({ data: { kind, ids } }) => actionOutcome(() => staffApi(ordering(kind).reorder, { body: { ids } })))

const postType = v.picklist(postTypes)

/** A signed link to a post's draft on the real page, for a new tab. */
export const previewPost = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ type: postType, id: idParam })))
  .handler(({ data: { type, id } }) =>
    actionOutcome(() => staffApi(postEditingByType[type].preview, { params: { id }, body: {} })),
  )

/** Ends every preview link of the post made so far (audited by the API). */
export const revokePostPreviews = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ type: postType, id: idParam })))
  .handler(({ data: { type, id } }) => actionOutcome(() => staffApi(postEditingByType[type].revokePreviews, { params: { id } })))

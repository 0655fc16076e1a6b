import * as v from 'valibot'
import {
  contentChangeResult,
  contentId,
  contentItemSummary,
  contentListQuery,
  KiB,
  publicationState,
  publishBody,
  revisionParams,
  revisionSummary,
  versionBody,
} from './content-editing'
import { defineEndpoint } from './endpoint'
import { pageOf } from './envelope'
import { idParam } from './query-params'
import { contentEditingRoles } from './staff-roles'

/**
 * The calls every editable kind of content has (issue 24), under one address (`/admin/content/<kind>`): its list
 * (state, missing language, search), an item as the editor works on it, create, save the draft, publish (now or
 * scheduled), unpublish, delete, its revisions and restoring one. Every call is for editors and admins; every change
 * is audited and announced. See content-editing.ts for drafts, schedules, versions and revisions.
 */

export const itemParams = v.object({ id: idParam })

/**
 * The calls of one kind: `fields` as publishing needs them (what visitors see), `draftFields` as a draft holds them
 * (decision 80: any language first), `draftInput` as a create or a save takes them (named: its title in one language
 * at least); `maxBodyBytes`: the largest fields a create or save may send.
 */
export function editingEndpoints<F extends v.GenericSchema, D extends v.GenericSchema, I extends v.GenericSchema>(
  base: string,
  { fields, draftFields, draftInput }: { fields: F; draftFields: D; draftInput: I },
  maxBodyBytes: number,
) {
  const roles = contentEditingRoles
  return {
    list: defineEndpoint({ method: 'GET', path: base, query: contentListQuery, data: pageOf(contentItemSummary), roles }),
    /** The item as the editor works on it: the draft's fields, and what visitors see now (`published`). */
    detail: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      params: itemParams,
      data: v.object({ id: idParam, ...publicationState, fields: draftFields, published: v.nullable(fields) }),
      roles,
    }),
    /** A new draft; audited (content.create). */
    create: defineEndpoint({
      method: 'POST',
      path: base,
      body: draftInput,
      maxBodyBytes,
      data: v.object({ id: idParam }),
      roles,
    }),
    /** Saves the draft (visitors see nothing of it until it is published); audited (content.draft). */
    saveDraft: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id`,
      params: itemParams,
      body: v.object({ version: versionBody.entries.version, fields: draftInput }),
      maxBodyBytes,
      data: contentChangeResult,
      roles,
    }),
    /**
     * Refused (409 DRAFT_INCOMPLETE, naming the first field missing) while the draft lacks what visitors need: its
     * Korean text. Audited (content.publish).
     */
    publish: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/publish`,
      params: itemParams,
      body: publishBody,
      maxBodyBytes: KiB,
      data: contentChangeResult,
      roles,
    }),
    /** Takes it off the public site at once; the draft stays. Audited (content.unpublish). */
    unpublish: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/unpublish`,
      params: itemParams,
      body: versionBody,
      maxBodyBytes: KiB,
      data: contentChangeResult,
      roles,
    }),
    /** Deletes it, revisions included; audited (content.delete). */
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      params: itemParams,
      data: v.object({ id: idParam }),
      roles,
    }),
    /** Every published version, newest first. */
    revisions: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/revisions`,
      params: itemParams,
      data: v.array(revisionSummary),
      roles,
    }),
    revision: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/revisions/:revision`,
      params: revisionParams(idParam),
      data: v.object({ ...revisionSummary.entries, fields }),
      roles,
    }),
    /** Makes a revision the draft again (publish it to show it); audited (content.restore). */
    restore: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/revisions/:revision/restore`,
      params: revisionParams(idParam),
      body: versionBody,
      maxBodyBytes: KiB,
      data: contentChangeResult,
      roles,
    }),
  }
}

/** The largest list a reorder takes: more items than any ordered kind holds. */
export const REORDER_MAX_ITEMS = 1_000

/**
 * Where the public site shows a chosen order (products, clients, people, history, the FAQ): every item of the list
 * (drafts included), by id, in the new order. A list that is not the current one (an item added or deleted since it
 * was read) is refused with 409 STALE_RECORD; audited (content.reorder). Items ordered within a group (FAQ questions
 * in their category) send one group at a time.
 */
export function reorderEndpoint(base: string) {
  const ids = v.pipe(
    v.array(contentId),
    v.minLength(1),
    v.maxLength(REORDER_MAX_ITEMS),
    v.check((list) => new Set(list).size === list.length, 'An item is named twice.'),
  )
  return defineEndpoint({
    method: 'POST',
    path: `${base}/order`,
    body: v.object({ ids }),
    maxBodyBytes: 16 * KiB,
    data: v.object({ ids: v.array(contentId) }),
    roles: contentEditingRoles,
  })
}

import * as v from 'valibot'
import type { KindFields } from '~/api/contract/kinds/content-kinds'
import { editingByKind, type KindEditing } from '~/api/contract/kinds/kind-editing-endpoints'
import { postEditingByType } from '~/api/contract/post-editing-endpoints'
import { idParam, intParam } from '~/api/contract/query-params'
import { creatableKinds, type EditableKind, editableKinds } from './editable-kinds'

// The calls of every kind, typed as the openings': their shapes differ only in `fields`, which the answers here name
// loosely (the contract test of each kind checks them).
type KindCalls = KindEditing<'openings'>
type OrderedCalls = KindCalls & Pick<KindEditing<'clients'>, 'reorder'>

const callsOf = {
  ...postEditingByType,
  ...editingByKind,
} satisfies Record<EditableKind, unknown>

export const editing = (kind: EditableKind) => callsOf[kind] as unknown as KindCalls
export const ordering = (kind: EditableKind) => callsOf[kind] as unknown as OrderedCalls
export type Fields = KindFields<'openings'>

export const editableKind = v.picklist(editableKinds)
/** The long-form pages have neither create nor delete. */
export const creatableKind = v.picklist(creatableKinds)
export const item = { kind: editableKind, id: idParam }
export const fields = v.record(v.string(), v.unknown())
export const revision = { ...item, revision: intParam(1, 999_999_999) }

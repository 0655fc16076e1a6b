import { editingEndpoints, reorderEndpoint } from '../content-editing-endpoints'
import { byKind, contentKinds, type KindName } from './content-kinds'

type Declared<K extends KindName> = (typeof contentKinds)[K]
type ReorderOf<K extends KindName> = Declared<K>['order'] extends 'none'
  ? unknown
  : { reorder: ReturnType<typeof reorderEndpoint> }
type CallsOf<K extends KindName> = ReturnType<
  typeof editingEndpoints<Declared<K>['fields'], Declared<K>['draftFields'], Declared<K>['draftInput']>
>
type FixedOr<K extends KindName, Calls> = Declared<K> extends { fixed: true } ? Omit<Calls, 'create' | 'remove'> : Calls
/**
 * A kind's editing calls: those of every kind (content-editing-endpoints.ts) but create and delete for a fixed set,
 * and its reorder when it is ordered.
 */
export type KindEditing<K extends KindName> = FixedOr<K, CallsOf<K>> & ReorderOf<K>

function editingOf<K extends KindName>(name: K): KindEditing<K> {
  const kind = contentKinds[name]
  const base = `/admin/content/${name}`
  const { create, remove, ...calls } = editingEndpoints(
    base,
    { fields: kind.fields, draftFields: kind.draftFields, draftInput: kind.draftInput },
    kind.maxBodyBytes,
  )
  const changes = kind.fixed ? {} : { create, remove }
  const reorder = kind.order === 'none' ? {} : { reorder: reorderEndpoint(base) }
  return { ...calls, ...changes, ...reorder } as KindEditing<K>
}

/** The editing calls of every declared kind under `/admin/content/<kind>` (issue 24, decisions 41 and 64). */
export const editingByKind = byKind(editingOf) as {
  [K in KindName]: KindEditing<K>
}

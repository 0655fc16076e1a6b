import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { consoleQueryKey } from '../console-queries'
import { staffQuery } from '../staff-calls'
import type { EditableKind, OrderedKind } from './editable-kinds'
import type { ListQuery } from './list-search'

const functions = () => import('./content-editing.functions')

export const editingKey = [...consoleQueryKey, 'content'] as const

/** Every list of a kind (its pages, its order): what a change to one of its items refreshes. */
export const editingListsKey = (kind: EditableKind) => [...editingKey, kind, 'lists'] as const

/** Every query about one item (its detail, revisions): what a change to it refreshes. */
export const editingItemKey = (kind: EditableKind, id: number) => [...editingKey, kind, 'item', id] as const

export const editingListQuery = (kind: EditableKind, query: ListQuery) =>
  queryOptions({
    queryKey: [...editingListsKey(kind), 'page', query],
    queryFn: async () => (await functions()).listContentItems({ data: { kind, query } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** Every item of an ordered kind in the site's order (what a reorder sends back). */
export const editingOrderQuery = (kind: OrderedKind) =>
  queryOptions({
    queryKey: [...editingListsKey(kind), 'order'],
    queryFn: async () => (await functions()).listContentOrder({ data: { kind } }),
    staleTime: 0,
  })

/** The item as the editor works on it. Never refetched by itself: the editor's form is built on this read's version. */
export const editingDetailQuery = (kind: EditableKind, id: number) =>
  queryOptions({
    queryKey: [...editingItemKey(kind, id), 'detail'],
    queryFn: async () => (await functions()).getContentItem({ data: { kind, id } }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })

export const editingRevisionsQuery = (kind: EditableKind, id: number) =>
  queryOptions({
    queryKey: [...editingItemKey(kind, id), 'revisions'],
    queryFn: async () => (await functions()).listContentRevisions({ data: { kind, id } }),
    staleTime: 0,
  })

export const editingRevisionQuery = (kind: EditableKind, id: number, revision: number) =>
  queryOptions({
    queryKey: [...editingItemKey(kind, id), 'revision', revision],
    queryFn: async () => (await functions()).getContentRevision({ data: { kind, id, revision } }),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** The post categories of every type (few; the editor picks from its type's). */
export const postCategoriesQuery = () => staffQuery([...editingKey, 'post-categories'], 'categoryList', {}, { staleTime: 60_000 })

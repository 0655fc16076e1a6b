import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { type HistoryState, useRouterState } from '@tanstack/react-router'

/** What a detail page that deleted its item hands to the list it goes back to. */
export interface HandedDeletion {
  /** The deleted item's name, as the list's status says it. */
  name: string
  /** The row that followed the deleted one in the list last shown, where the focus goes if the list shows it. */
  nextRowId?: string
}

declare module '@tanstack/history' {
  interface HistoryState {
    deleted?: HandedDeletion
  }
}

interface CachedList {
  items: readonly { id: number | string }[]
}

const isList = (data: unknown): data is CachedList => Array.isArray((data as Partial<CachedList> | undefined)?.items)

/**
 * The history state a deletion goes back to its list with: the item's name, and the row that followed it in the list
 * the staff member saw last (the newest of the cached lists under `listKey` that holds it), read before the lists are
 * refetched without it.
 */
export function deletionHandOff(queryClient: QueryClient, listKey: QueryKey, id: number, name: string): HistoryState {
  const lists = queryClient
    .getQueryCache()
    .findAll({ queryKey: listKey })
    .sort((one, other) => other.state.dataUpdatedAt - one.state.dataUpdatedAt)
    .map((query) => query.state.data)
    .filter(isList)
  const list = lists.find((each) => each.items.some((item) => item.id === id))
  const index = list?.items.findIndex((item) => item.id === id) ?? -1
  const next = index >= 0 ? list?.items[index + 1] : undefined
  return { deleted: { name, nextRowId: next === undefined ? undefined : String(next.id) } }
}

/** The deletion handed to this list by the detail page it came back from; none when the list was reached otherwise. */
export function useHandedDeletion(): HandedDeletion | undefined {
  return useRouterState({ select: (state) => state.location.state.deleted })
}

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
 * The newest of the cached lists under `listKey` that holds the item, read before the lists are refetched without it,
 * with the query it was read with: a list query's key ends with its query (its filters and page).
 */
function listHolding(queryClient: QueryClient, listKey: QueryKey, id: number) {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: listKey })
    .sort((one, other) => other.state.dataUpdatedAt - one.state.dataUpdatedAt)
    .map(({ queryKey, state }) => ({ list: state.data, query: queryKey.at(-1) }))
    .find(({ list }) => isList(list) && list.items.some((item) => item.id === id)) as
    | { list: CachedList; query: unknown }
    | undefined
}

/**
 * The history state a deletion goes back to its list with: the item's name, and the row that followed it in the list
 * the staff member saw last.
 */
export function deletionHandOff(queryClient: QueryClient, listKey: QueryKey, id: number, name: string): HistoryState {
  const list = listHolding(queryClient, listKey, id)?.list
  const index = list?.items.findIndex((item) => item.id === id) ?? -1
  const next = index >= 0 ? list?.items[index + 1] : undefined
  return { deleted: { name, nextRowId: next === undefined ? undefined : String(next.id) } }
}

/**
 * The query of the list the staff member saw the item in last (its search, filters and page), for the deletion to go
 * back to that list rather than to the list's first page unfiltered; empty when no cached list holds it. The address
 * keeps of it only what the list's address has (console-addresses.ts, `consoleLocation`).
 */
export function listQueryHolding<Search>(queryClient: QueryClient, listKey: QueryKey, id: number): Partial<Search> {
  const query = listHolding(queryClient, listKey, id)?.query
  return typeof query === 'object' && query !== null && !Array.isArray(query) ? (query as Partial<Search>) : {}
}

/** The deletion handed to this list by the detail page it came back from; none when the list was reached otherwise. */
export function useHandedDeletion(): HandedDeletion | undefined {
  return useRouterState({ select: (state) => state.location.state.deleted })
}

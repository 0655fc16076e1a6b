import * as v from 'valibot'
import { type ConsoleAddress, type ConsoleTarget, searchSchemaOf } from './console-addresses'
import { useConsoleNavigate } from './console-link'

/** A change of some of an address's query fields: undefined (or '') takes a field out of the address. */
export type SearchPatch<A> = A extends { search: infer Search } ? { [K in keyof Search]?: Search[K] } : never

/** The address with some of its query changed (and the rest kept). */
export function withSearch<A extends ConsoleAddress>(address: A, patch: SearchPatch<A>): ConsoleTarget {
  const search = 'search' in address ? address.search : {}
  return { ...address, search: { ...search, ...patch } } as ConsoleTarget
}

/**
 * A form's fields as a change of the address's query, read by the view's own schema: what it does not take (an empty
 * field among them) takes the field out of the address.
 */
export function searchFromForm<A extends ConsoleAddress>(
  address: A,
  fields: { [K in keyof SearchPatch<A>]?: string },
): SearchPatch<A> {
  const schema = searchSchemaOf(address)
  return (schema ? v.parse(schema, fields) : {}) as SearchPatch<A>
}

/**
 * Changes some of the address's query (filters, sort) and keeps the rest. A change of filters goes back to the first
 * page unless it names one.
 */
export function useConsoleSearchUpdate<A extends ConsoleAddress>(address: A) {
  const navigate = useConsoleNavigate()
  return (patch: SearchPatch<A>, options: { resetPage?: boolean } = { resetPage: true }) =>
    navigate(withSearch(address, (options.resetPage ? { page: undefined, ...patch } : patch) as SearchPatch<A>))
}

import { useRouter } from '@tanstack/react-router'
import * as v from 'valibot'
import {
  type ConsoleAddress,
  type ConsoleTarget,
  consoleLocation,
  parseConsoleAddress,
  searchSchemaOf,
} from './console-addresses'
import { useConsoleNavigate } from './console-link'

/** A change of some of an address's query fields: undefined (or '') takes a field out of the address. */
export type SearchPatch<A> = A extends { search?: infer Search }
  ? { [K in keyof NonNullable<Search>]?: NonNullable<Search>[K] }
  : never

/** The address with some of its query changed (and the rest kept). */
export function withSearch<A extends ConsoleTarget>(address: A, patch: SearchPatch<A>): ConsoleTarget {
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
 * The address a change of query applies to: the one the router is on or on its way to when it is the same view (a
 * filter applied a moment ago whose list is still loading, so the page still shows the address before it), else the
 * one the page shows. Changing the shown one then would drop the filter just applied.
 */
export function addressToChange<A extends ConsoleAddress>(shown: A, latest: { pathname: string; search: object }): A {
  const newest = parseConsoleAddress(latest.pathname.replace(/^\/admin\/?/, ''), latest.search as Record<string, unknown>)
  return newest && consoleLocation(newest).splat === consoleLocation(shown).splat ? (newest as A) : shown
}

/**
 * Changes some of the address's query (filters, sort) and keeps the rest, as the router has it at that moment. A
 * change of filters goes back to the first page unless it names one.
 */
export function useConsoleSearchUpdate<A extends ConsoleAddress>(address: A) {
  const navigate = useConsoleNavigate()
  const router = useRouter()
  return (patch: SearchPatch<A>, options: { resetPage?: boolean } = { resetPage: true }) =>
    navigate(
      withSearch(
        addressToChange(address, router.latestLocation),
        (options.resetPage ? { page: undefined, ...patch } : patch) as SearchPatch<A>,
      ),
    )
}

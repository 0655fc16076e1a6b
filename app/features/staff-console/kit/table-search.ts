import * as v from 'valibot'
import { dayParam } from '~/api/contract/query-params'
import type { ConsoleSearch } from '../console-search'

/** A whole number from the address (the router reads `page=2` as 2, `page=02` as text), or undefined. */
export function wholeNumberOf(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max ? number : undefined
}

/** The page a table shows: `page` from the address, the first by default. */
export function pageOf(search: ConsoleSearch, maxPage = 100_000): number {
  return wholeNumberOf(search.page, 1, maxPage) ?? 1
}

export interface TableSort {
  id: string
  desc: boolean
}

/** `sort=name` (ascending) or `sort=-name` (descending), for a column the table sorts by; anything else is none. */
export function sortOf(search: ConsoleSearch, sortable: readonly string[]): TableSort | undefined {
  const value = search.sort
  if (typeof value !== 'string') return undefined
  const desc = value.startsWith('-')
  const id = desc ? value.slice(1) : value
  return sortable.includes(id) ? { id, desc } : undefined
}

/** The address's `sort` for a sort (undefined for none). */
export function sortParam(sort: TableSort | undefined): string | undefined {
  return sort ? `${sort.desc ? '-' : ''}${sort.id}` : undefined
}

/** Text from the address, trimmed, of 1 to `max` characters without control characters; anything else is undefined. */
export function textOf(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  return text && text.length <= max && !/[\u0000-\u001f\u007f]/.test(text) ? text : undefined
}

/** A calendar date `YYYY-MM-DD` that exists, by the API's own rule; anything else is undefined. */
export function dateOf(value: unknown): string | undefined {
  return v.is(dayParam, value) ? value : undefined
}

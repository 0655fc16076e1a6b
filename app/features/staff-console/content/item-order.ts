import { formatYearMonth } from '~/i18n/format'
import type { Locale } from '~/i18n/locales'
import type { OrderItem } from './content-types'

/** The list with the item at `from` put at `to` (both places from 0); the others keep their order. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  if (item === undefined) return next
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item)
  return next
}

/** An item's place in the list, from 1 (as a screen reader says it); 0 when it is not there. */
export function positionOf(ids: readonly (number | string)[], id: number | string | undefined): number {
  return ids.indexOf(id as number) + 1
}

/** The items of one group (a FAQ category's questions) in their order; every item when the kind has no groups. */
export function groupOf(items: readonly OrderItem[], group: number | undefined): OrderItem[] {
  return group === undefined ? [...items] : items.filter((item) => item.group === group)
}

/**
 * The first item out of date order, with the one before it, in a list of dated items (the history). The list runs
 * the way its first and last dates go (newest first when the first is the later one); undated items are skipped.
 */
export function outOfDateOrder(items: readonly OrderItem[]): { item: OrderItem; previous: OrderItem } | undefined {
  const dated = items.filter((item) => item.date)
  const [first, last] = [dated[0]?.date ?? '', dated[dated.length - 1]?.date ?? '']
  const newestFirst = first >= last
  for (const [index, item] of dated.entries()) {
    const previous = dated[index - 1]
    if (!previous) continue
    const [before, now] = [previous.date ?? '', item.date ?? '']
    if (newestFirst ? now > before : now < before) return { item, previous }
  }
  return undefined
}

/** A dated item's year and month in the console's language (`2024년 3월`, `March 2024`). */
export function itemDate(item: OrderItem, locale: Locale): string | undefined {
  const [year, month] = (item.date ?? '').split('-').map(Number)
  return year && month ? formatYearMonth(year, month, locale) : undefined
}

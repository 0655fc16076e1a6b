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

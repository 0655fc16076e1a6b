import { idSegmentOf } from '../record-segments'

/** Where an editing section is: a kind's list, a new item, one item, or the order of an ordered kind's items. */
export type KindAddress<K extends string> = { view: 'list' | 'new' | 'order'; kind: K } | { view: 'item'; kind: K; id: number }

/**
 * An editing section's address after its segment: none is the first kind's list; `<kind>`, `<kind>/new`,
 * `<kind>/12`, and `<kind>/order` where `ordered` says the kind has an order; anything else is no page (undefined).
 */
export function kindAddressOf<K extends string>(
  kinds: readonly K[],
  rest: readonly string[],
  ordered: (kind: K) => boolean = () => false,
): KindAddress<K> | undefined {
  const [first = kinds[0], ...more] = rest
  const kind = kinds.find((candidate) => candidate === first)
  if (!kind) return undefined
  if (more.length === 0) return { view: 'list', kind }
  if (more.length === 1 && more[0] === 'new') return { view: 'new', kind }
  if (more.length === 1 && more[0] === 'order') return ordered(kind) ? { view: 'order', kind } : undefined
  const id = idSegmentOf(more)
  return id === undefined ? undefined : { view: 'item', kind, id }
}

/** The address (after /admin) of a section's kind's list, a new item, an item or its order. */
export function kindPath(section: string, kind: string, item?: number | 'new' | 'order'): string {
  return item === undefined ? `${section}/${kind}` : `${section}/${kind}/${item}`
}

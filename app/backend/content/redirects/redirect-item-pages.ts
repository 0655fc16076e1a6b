import { and, eq, inArray, or, type SQL } from 'drizzle-orm'
import type { ItemRef } from '~/api/contract/item-pages'
import { fromAddressOf, type ItemPageAddress } from '~/api/contract/redirect-addresses'
import type { Tx } from '../../admin/db-transaction'
import type { Database } from '../../db/database.server'
import { posts } from '../../db/schema'
import { visibleNow } from '../publication'

type Reader = Database | Tx

/**
 * Decision 116: an old address that is an item's page (a news article's, a patent's, a paper's) is the item's while the
 * item is public, as its page reads it (the post of that type, published now, by the database's clock), and may be
 * redirected only once it is not. The contract says which addresses are item pages; whether their items are public is
 * the backend's to tell, since it holds them.
 */

/** The item page a kept from-address is, if it is one. */
export function itemPageOfAddress(from: string): ItemPageAddress | undefined {
  const read = fromAddressOf(from)
  return 'address' in read ? read.itemPage : undefined
}

const keyOf = (item: ItemRef) => `${item.type}:${item.id}`

/** Which of `items` are public now, by their keys; one statement, none when no item is named. */
async function publicItems(db: Reader, items: readonly ItemRef[]): Promise<Set<string>> {
  if (items.length === 0) return new Set()
  const idsByType = new Map<ItemRef['type'], Set<number>>()
  for (const item of items) idsByType.set(item.type, (idsByType.get(item.type) ?? new Set()).add(item.id))
  const named = [...idsByType].map(([type, ids]) => and(eq(posts.postType, type), inArray(posts.id, [...ids])) as SQL)
  const rows = await db
    .select({ type: posts.postType, id: posts.id })
    .from(posts)
    .where(and(visibleNow(posts), or(...named)))
  return new Set(rows.map((row) => `${row.type}:${row.id}`))
}

/** Whether an item page's address is its item's, public now: it may not be redirected. */
export async function itemPageIsLive(db: Reader, itemPage: ItemPageAddress): Promise<boolean> {
  return (await publicItems(db, itemPage.items)).size > 0
}

/**
 * The item page each redirect's old address is whose item is public (again), by redirect: the page answers, not the
 * redirect, and the console says so. The others are absent.
 */
export async function livePagesOf<R extends { id: number; from: string }>(
  db: Reader,
  redirects: readonly R[],
): Promise<Map<number, string>> {
  const itemPages = redirects.flatMap((redirect) => {
    const itemPage = itemPageOfAddress(redirect.from)
    return itemPage && itemPage.items.length > 0 ? [{ redirect, itemPage }] : []
  })
  const live = await publicItems(
    db,
    itemPages.flatMap(({ itemPage }) => itemPage.items),
  )
  return new Map(
    itemPages
      .filter(({ itemPage }) => itemPage.items.some((item) => live.has(keyOf(item))))
      .map(({ redirect, itemPage }) => [redirect.id, itemPage.page]),
  )
}

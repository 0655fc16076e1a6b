import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Tx } from '~/backend/admin/db-transaction'
import { recordAudit } from '~/backend/audit/audit-log'
import type { Database } from '~/backend/db/database.server'
import { ApiError } from '~/backend/http/api-error'
import { announceContentChange } from '../content-changes.server'
import type { ContentKind, PublicationRow } from '../editing/content-kind'
import type { Editor } from '../editing/content-writes'

/** Where the public site shows a kind in an order staff choose (decision 41). */
export interface ChosenOrder {
  /** The row's place, from 0. */
  column: PgColumn
  /** Items ordered within groups (FAQ questions in their category): the column naming the group. */
  groupBy?: PgColumn
  /** Where a new item goes: after the others, or before them (the history, newest first). */
  newAt: 'start' | 'end'
}

export type OrderedKind<F, R extends PublicationRow> = ContentKind<F, R> & { order: ChosenOrder }

/** A declared kind's adapter before its registration names it (its `type` is the kind's name, kind-adapters.ts). */
export type Unnamed<Adapter> = Omit<Adapter, 'type'>

/** The console lists an ordered kind in its order (group by group), which is what a reorder sends back. */
export function listOrderOf(table: ContentKind<unknown, PublicationRow>['table'], order: ChosenOrder): SQL[] {
  return [...(order.groupBy ? [asc(order.groupBy)] : []), asc(order.column), asc(table.id)]
}

/** The place of a new item: after (or before) every item of the kind, so that it lands at that end of its group too. */
export async function newPlace<F, R extends PublicationRow>(
  tx: Tx,
  kind: Pick<ContentKind<F, R>, 'table' | 'scope'>,
  order: ChosenOrder,
) {
  const edge = order.newAt === 'end' ? sql`max(${order.column}) + 1` : sql`min(${order.column}) - 1`
  const [row] = await tx
    .select({ place: sql<number | null>`${edge}` })
    .from(kind.table)
    .where(kind.scope)
  return { [columnKey(kind.table, order.column)]: Number(row?.place ?? 0) }
}

/** An ordered kind whose table is its own: a new item goes to `newAt` of the list. */
export function ordered<F, R extends PublicationRow>(
  kind: Omit<OrderedKind<F, R>, 'newRow' | 'scope' | 'listOrder' | 'type'>,
): Unnamed<OrderedKind<F, R>> {
  const complete: Unnamed<OrderedKind<F, R>> = {
    ...kind,
    scope: undefined,
    listOrder: listOrderOf(kind.table, kind.order),
    newRow: (tx) => newPlace(tx, complete, kind.order),
  }
  return complete
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && b.every((id) => a.includes(id))

/**
 * Puts the items of one list (the kind, or one group of it) in the order of `ids`, which must name every item of that
 * list (drafts included) and nothing else: otherwise the list changed since the editor read it (409 STALE_RECORD).
 * The rows are locked while the order is written, so two reorders take turns. The order is not a draft: visitors see
 * it at once. Audited (content.reorder) and announced.
 */
export function reorderItems<F, R extends PublicationRow>(db: Database, kind: OrderedKind<F, R>, ids: number[], editor: Editor) {
  const { table, order } = kind
  return db.transaction(async (tx) => {
    let group: SQL | undefined
    if (order.groupBy) {
      const [first] = await tx
        .select({ group: order.groupBy })
        .from(table)
        .where(and(kind.scope, eq(table.id, ids[0] ?? 0)))
      if (!first) throw new ApiError('STALE_RECORD')
      group = eq(order.groupBy, first.group)
    }
    const current = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(kind.scope, group))
      .orderBy(asc(order.column), asc(table.id))
      .for('update')
    const before = current.map((row) => Number(row.id))
    if (!sameSet(before, ids)) throw new ApiError('STALE_RECORD')
    const list = sql`ARRAY[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[]`
    await tx
      .update(table)
      .set({ [columnKey(table, order.column)]: sql`array_position(${list}, ${table.id}) - 1` })
      .where(and(kind.scope, group))
    await recordAudit(tx, editor.actor, editor.clientIp, {
      action: 'content.reorder',
      targetType: kind.type,
      before: { ids: before },
      after: { ids },
    })
    await announceContentChange(tx, kind.type)
    return { ids }
  })
}

/** The table's property name of a column (drizzle's `set` takes property names). */
function columnKey(table: object, column: PgColumn): string {
  const found = Object.entries(table).find(([, value]) => value === column)
  if (!found) throw new Error(`no column ${column.name} in the table`)
  return found[0]
}

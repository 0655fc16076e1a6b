import { and, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

interface PublicationColumns {
  publishAt: PgColumn
  unpublishAt: PgColumn
}

/**
 * The rows visitors see at this moment (the database's clock, so every process agrees): published from a moment that
 * has come, and not yet unpublished. Every public read of editable content filters with it, so a schedule holds to the
 * minute without a job having to run (the caches are emptied at each boundary, see content-changes.server.ts).
 * The console's state of an item (draft, scheduled, ...) reads the same clock: editing/item-state.ts.
 */
export function visibleNow(table: PublicationColumns): SQL {
  return and(
    isNotNull(table.publishAt),
    lte(table.publishAt, sql`now()`),
    or(sql`${table.unpublishAt} IS NULL`, sql`${table.unpublishAt} > now()`),
  ) as SQL
}

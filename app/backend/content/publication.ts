import { and, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { ContentState } from '~/api/contract/content-editing'

interface PublicationColumns {
  publishAt: PgColumn
  unpublishAt: PgColumn
}

/**
 * The rows visitors see at this moment (the database's clock, so every process agrees): published from a moment that
 * has come, and not yet unpublished. Every public read of editable content filters with it, so a schedule holds to the
 * minute without a job having to run (the caches are emptied at each boundary, see content-changes.server.ts).
 */
export function visibleNow(table: PublicationColumns): SQL {
  return and(
    isNotNull(table.publishAt),
    lte(table.publishAt, sql`now()`),
    or(sql`${table.unpublishAt} IS NULL`, sql`${table.unpublishAt} > now()`),
  ) as SQL
}

interface PublicationRow {
  publishAt: Date | null
  unpublishAt: Date | null
}

/** Where an item stands with visitors at `now`; `everPublished`: it has a revision. */
export function stateOf(row: PublicationRow, everPublished: boolean, now: Date = new Date()): ContentState {
  if (row.publishAt === null) return everPublished ? 'unpublished' : 'draft'
  if (row.unpublishAt !== null && row.unpublishAt <= now) return 'unpublished'
  if (row.publishAt > now) return 'scheduled'
  return 'published'
}

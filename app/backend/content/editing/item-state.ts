import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { ContentState } from '~/api/contract/content-editing'
import { contentDrafts, contentRevisions } from '~/backend/db/content-editing-schema'
import type { Database } from '~/backend/db/database.server'
import { qualified } from '~/backend/db/qualified-column'
import { staffAccounts } from '~/backend/db/staff-schema'
import type { ContentKind, PublicationRow } from './content-kind'

export type Reader = Pick<Database, 'select'>

/** The item has a revision: it was published once (a row without `publish_at` is then unpublished, not a draft). */
function everPublished<F, R extends PublicationRow>(kind: ContentKind<F, R>): SQL {
  return sql`EXISTS (SELECT 1 FROM ${contentRevisions} WHERE ${qualified(contentRevisions.contentType)} = ${kind.type} AND ${qualified(contentRevisions.itemId)} = ${qualified(kind.table.id)})`
}

/**
 * Where an item stands with visitors, by the database's clock (the one `visibleNow` reads, so the console and the
 * public site never disagree at a schedule's boundary).
 */
export function stateSql<F, R extends PublicationRow>(kind: ContentKind<F, R>): SQL<ContentState> {
  const { publishAt, unpublishAt } = kind.table
  return sql<ContentState>`CASE
    WHEN ${publishAt} IS NULL THEN (CASE WHEN ${everPublished(kind)} THEN 'unpublished' ELSE 'draft' END)
    WHEN ${unpublishAt} IS NOT NULL AND ${unpublishAt} <= now() THEN 'unpublished'
    WHEN ${publishAt} > now() THEN 'scheduled'
    ELSE 'published' END`
}

/** The draft of the item, joined to its row. */
export function draftOf<F, R extends PublicationRow>(kind: ContentKind<F, R>): SQL {
  return and(eq(contentDrafts.contentType, kind.type), eq(contentDrafts.itemId, kind.table.id)) as SQL
}

/** One item of the kind, by id (within its scope). */
export function itemWhere<F, R extends PublicationRow>(kind: ContentKind<F, R>, id: number): SQL {
  return and(kind.scope, eq(kind.table.id, id)) as SQL
}

/** An item as the engine reads it: its row, its draft's fields (if any), its state and who changed it last. */
export interface ItemRead<F, R> {
  item: R
  draft: F | null
  state: ContentState
  updatedBy: string | null
}

/** What an item read selects; `where` picks the rows. */
export function selectItems<F, R extends PublicationRow>(db: Reader, kind: ContentKind<F, R>) {
  return db
    .select({ item: kind.table, draft: contentDrafts.fields, state: stateSql(kind), updatedBy: staffAccounts.name })
    .from(kind.table)
    .leftJoin(contentDrafts, draftOf(kind))
    .leftJoin(staffAccounts, eq(staffAccounts.id, kind.table.updatedBy))
}

export async function readItem<F, R extends PublicationRow>(
  db: Reader,
  kind: ContentKind<F, R>,
  id: number,
): Promise<ItemRead<F, R> | undefined> {
  const [row] = await selectItems(db, kind).where(itemWhere(kind, id))
  return row as ItemRead<F, R> | undefined
}

/** The fields the editor works on: the draft's, or (no draft) what the row holds. */
export function workingFields<F, R extends PublicationRow>(kind: ContentKind<F, R>, read: ItemRead<F, R>): F {
  return read.draft ?? kind.fromRow(read.item)
}

/** The publication state as every editing answer reports it. */
export function publicationOf<F, R extends PublicationRow>(read: ItemRead<F, R>) {
  const { item } = read
  return {
    state: read.state,
    publishAt: item.publishAt?.toISOString() ?? null,
    unpublishAt: item.unpublishAt?.toISOString() ?? null,
    hasDraft: read.draft !== null,
    version: item.version,
    updatedAt: item.updatedAt.toISOString(),
    updatedBy: read.updatedBy,
  }
}

import { and, desc, eq, sql } from 'drizzle-orm'
import type { Tx } from '~/backend/admin/db-transaction'
import { contentRevisions } from '~/backend/db/content-editing-schema'
import { staffAccounts } from '~/backend/db/staff-schema'
import { ApiError } from '~/backend/http/api-error'
import type { ContentKind, PublicationRow } from './content-kind'
import type { Reader } from './item-state'

const ofItem = (type: string, id: number) => and(eq(contentRevisions.contentType, type), eq(contentRevisions.itemId, id))

/** Keeps `fields` as the item's next revision (numbered from 1); answers its number. Call it with the row locked. */
export async function appendRevision(
  tx: Tx,
  type: string,
  id: number,
  fields: unknown,
  publishedBy: string | null,
  publishedAt?: Date,
): Promise<number> {
  const [last] = await tx
    .select({ revision: sql<number>`coalesce(max(${contentRevisions.revision}), 0)` })
    .from(contentRevisions)
    .where(ofItem(type, id))
  const revision = Number(last?.revision ?? 0) + 1
  await tx.insert(contentRevisions).values({
    contentType: type,
    itemId: id,
    revision,
    fields: fields as Record<string, unknown>,
    publishedBy,
    ...(publishedAt ? { publishedAt } : {}),
  })
  return revision
}

/**
 * Content published before editing existed (the shipped seed) has no revision: before its first change reaches
 * visitors (or it is taken off), what visitors saw is kept as revision 1, so that it can be compared and restored.
 */
export async function keepShippedVersion<F, R extends PublicationRow>(tx: Tx, kind: ContentKind<F, R>, row: R): Promise<void> {
  if (row.publishAt === null) return
  const [any] = await tx.select({ id: contentRevisions.id }).from(contentRevisions).where(ofItem(kind.type, row.id)).limit(1)
  if (any) return
  await appendRevision(tx, kind.type, row.id, kind.fromRow(row), null, row.publishAt)
}

/** Every published version, newest first, with the name of who published it. */
export async function listRevisions(db: Reader, type: string, id: number) {
  const rows = await db
    .select({ revision: contentRevisions.revision, publishedAt: contentRevisions.publishedAt, publishedBy: staffAccounts.name })
    .from(contentRevisions)
    .leftJoin(staffAccounts, eq(staffAccounts.id, contentRevisions.publishedBy))
    .where(ofItem(type, id))
    .orderBy(desc(contentRevisions.revision))
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }))
}

/** One revision with its fields; 404 when the item has no such revision. */
export async function readRevision(db: Reader, type: string, id: number, revision: number) {
  const [row] = await db
    .select({
      revision: contentRevisions.revision,
      publishedAt: contentRevisions.publishedAt,
      publishedBy: staffAccounts.name,
      fields: contentRevisions.fields,
    })
    .from(contentRevisions)
    .leftJoin(staffAccounts, eq(staffAccounts.id, contentRevisions.publishedBy))
    .where(and(ofItem(type, id), eq(contentRevisions.revision, revision)))
  if (!row) throw new ApiError('NOT_FOUND')
  return { ...row, publishedAt: row.publishedAt.toISOString() }
}

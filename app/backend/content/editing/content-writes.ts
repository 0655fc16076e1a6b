import { and, eq, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { AuditAction } from '~/api/contract/audit-actions'
import type { ContentChangeResult } from '~/api/contract/content-editing'
import { actorStaffId } from '~/backend/admin/actor-names'
import type { Tx } from '~/backend/admin/db-transaction'
import { type AuditEntryInput, recordAudit } from '~/backend/audit/audit-log'
import { contentDrafts, contentRevisions } from '~/backend/db/content-editing-schema'
import type { Database } from '~/backend/db/database.server'
import { ApiError } from '~/backend/http/api-error'
import type { StaffActor } from '~/backend/staff/staff-actor'
import { announceContentChange } from '../content-changes.server'
import type { ContentKind, PublicationRow } from './content-kind'
import { appendRevision, keepShippedVersion, readRevision } from './content-revisions'
import { itemWhere, publicationOf, readItem } from './item-state'
import { assertPublishable } from './publishable'

/** Who makes a change and from where, for the rows' `updated_by` and the audit log. */
export interface Editor {
  actor: StaffActor
  clientIp: string | undefined
}

export interface PublishRequest {
  version?: number
  publishAt?: string | null
  unpublishAt?: string | null
}

/** The kind's schema of its fields as visitors see them: what a draft must meet to be published. */
type PublishableSchema = v.GenericSchema

const draftKey = (type: string, id: number) => and(eq(contentDrafts.contentType, type), eq(contentDrafts.itemId, id))

/** The item's state after a change, read in the change's transaction. */
async function changeResult<F, R extends PublicationRow>(
  tx: Tx,
  kind: ContentKind<F, R>,
  id: number,
): Promise<ContentChangeResult> {
  const read = await readItem(tx, kind, id)
  if (!read) throw new ApiError('NOT_FOUND')
  return { id, ...publicationOf(read) }
}

/**
 * Counts a change on the item: `version` grows by one, only if it is still the one the editor read (when given), and
 * the row stays locked until the transaction ends, so that two changes of one item take turns. 409 STALE_RECORD
 * when someone changed it since, 404 when there is no such item. Answers the row (as it was, but for the version).
 */
async function countChange<F, R extends PublicationRow>(
  tx: Tx,
  kind: ContentKind<F, R>,
  id: number,
  version: number | undefined,
  editor: Editor,
): Promise<R> {
  const where = version === undefined ? itemWhere(kind, id) : and(itemWhere(kind, id), eq(kind.table.version, version))
  const [row] = await tx
    .update(kind.table)
    .set({ version: sql`${kind.table.version} + 1`, updatedAt: sql`now()`, updatedBy: actorStaffId(editor.actor) })
    .where(where)
    .returning()
  if (row) return row as R
  const [exists] = await tx.select({ id: kind.table.id }).from(kind.table).where(itemWhere(kind, id))
  throw new ApiError(exists ? 'STALE_RECORD' : 'NOT_FOUND')
}

async function saveDraftFields(tx: Tx, type: string, id: number, fields: unknown, editor: Editor) {
  const values = { fields: fields as Record<string, unknown>, updatedAt: sql`now()`, updatedBy: actorStaffId(editor.actor) }
  await tx
    .insert(contentDrafts)
    .values({ contentType: type, itemId: id, ...values })
    .onConflictDoUpdate({ target: [contentDrafts.contentType, contentDrafts.itemId], set: values })
}

/**
 * Every change ends the same way: audited in its transaction (actions `content.*`, no personal data) and, when it
 * changes what visitors see (`reachesVisitors`), announced, so that every process empties its caches. A draft's
 * create, save or restore is not announced: no public page shows it.
 */
async function finish<F, R extends PublicationRow>(
  tx: Tx,
  kind: ContentKind<F, R>,
  id: number,
  editor: Editor,
  entry: Omit<AuditEntryInput, 'targetType' | 'targetId'>,
  { reachesVisitors }: { reachesVisitors: boolean },
) {
  await recordAudit(tx, editor.actor, editor.clientIp, { ...entry, targetType: kind.type, targetId: id })
  if (reachesVisitors) await announceContentChange(tx, kind.type, id)
}

/** A new item: a row visitors do not see (no `publish_at`) and its draft. */
export function createItem<F, R extends PublicationRow>(db: Database, kind: ContentKind<F, R>, fields: F, editor: Editor) {
  return db.transaction(async (tx) => {
    const prepared = kind.prepare ? await kind.prepare(tx, fields) : fields
    const [row] = await tx
      .insert(kind.table)
      .values({ ...kind.toRow(prepared), ...(await kind.newRow?.(tx)), publishAt: null, updatedBy: actorStaffId(editor.actor) })
      .returning({ id: kind.table.id })
    const id = (row as { id: number } | undefined)?.id
    if (id === undefined) throw new Error(`${kind.type}: the new row has no id`)
    await saveDraftFields(tx, kind.type, id, prepared, editor)
    await finish(tx, kind, id, editor, { action: 'content.create' }, { reachesVisitors: false })
    return { id }
  })
}

/** An entry's values; each callback declares it, so that a field the log does not name fails the type check. */
type AuditChange = Pick<AuditEntryInput, 'before' | 'after' | 'detail'>

/** What a change at a version did, for its audit entry, and whether visitors see it. */
interface VersionedChange {
  action: AuditAction
  reachesVisitors: boolean
  /** The entry's values, given the item's state after the change; by default the version before and after. */
  audit?: (result: ContentChangeResult) => AuditChange
}

const versionAudit = (result: ContentChangeResult): AuditChange => ({
  before: { version: result.version - 1 },
  after: { version: result.version },
})

/**
 * A change of an item made on the version the editor read: in one transaction, the version is counted (refused with
 * 409 STALE_RECORD when someone changed the item since, see `countChange`), `apply` does the change with the row as it
 * was, and the change is audited and, when visitors see it, announced. Answers the item's state after it.
 */
function changeAtVersion<F, R extends PublicationRow>(
  db: Database,
  kind: ContentKind<F, R>,
  id: number,
  version: number | undefined,
  editor: Editor,
  apply: (tx: Tx, row: R) => Promise<VersionedChange>,
): Promise<ContentChangeResult> {
  return db.transaction(async (tx) => {
    const row = await countChange(tx, kind, id, version, editor)
    const { action, reachesVisitors, audit = versionAudit } = await apply(tx, row)
    const result = await changeResult(tx, kind, id)
    await finish(tx, kind, id, editor, { action, ...audit(result) }, { reachesVisitors })
    return result
  })
}

/** Saves the editor's working copy; visitors see nothing of it. */
export function saveDraft<F, R extends PublicationRow>(
  db: Database,
  kind: ContentKind<F, R>,
  id: number,
  body: { version: number; fields: F },
  editor: Editor,
) {
  return changeAtVersion(db, kind, id, body.version, editor, async (tx) => {
    const fields = kind.prepare ? await kind.prepare(tx, body.fields) : body.fields
    await saveDraftFields(tx, kind.type, id, fields, editor)
    return { action: 'content.draft', reachesVisitors: false }
  })
}

/** The end of a publication must come after its start (`publishAt`, or now). */
function checkSchedule(body: PublishRequest) {
  if (!body.unpublishAt) return
  const start = Math.max(Date.now(), body.publishAt ? Date.parse(body.publishAt) : 0)
  if (Date.parse(body.unpublishAt) <= start) throw new ApiError('BAD_REQUEST', undefined, {}, 'unpublishAt')
}

/**
 * Publishes the draft (or, without one, what the row holds: a new schedule for the same text): its fields go into
 * the row, visible from `publishAt` (now when absent or past) until `unpublishAt`, kept as the next revision. A draft
 * that lacks what visitors need (`publishable`) is refused.
 */
export function publishItem<F, R extends PublicationRow>(
  db: Database,
  kind: ContentKind<F, R>,
  id: number,
  body: PublishRequest & { publishable: PublishableSchema },
  editor: Editor,
) {
  checkSchedule(body)
  return changeAtVersion(db, kind, id, body.version, editor, async (tx, row) => {
    const [draft] = await tx.select({ fields: contentDrafts.fields }).from(contentDrafts).where(draftKey(kind.type, id))
    const fields = draft ? (draft.fields as F) : kind.fromRow(row)
    assertPublishable(body.publishable, fields)
    if (draft) await keepShippedVersion(tx, kind, row)
    const publishAt = body.publishAt ? sql`greatest(${body.publishAt}::timestamptz, now())` : sql`now()`
    await tx
      .update(kind.table)
      .set({ ...kind.toRow(fields), publishAt, unpublishAt: body.unpublishAt ? new Date(body.unpublishAt) : null })
      .where(itemWhere(kind, id))
    const revision = await appendRevision(tx, kind.type, id, fields, actorStaffId(editor.actor))
    await tx.delete(contentDrafts).where(draftKey(kind.type, id))
    return {
      action: 'content.publish',
      reachesVisitors: true,
      audit: (result): AuditChange => ({
        after: { version: result.version, state: result.state, publishAt: result.publishAt, unpublishAt: result.unpublishAt },
        detail: { revision },
      }),
    }
  })
}

/** Takes the item off the public site at once; its draft and revisions stay. */
export function unpublishItem<F, R extends PublicationRow>(
  db: Database,
  kind: ContentKind<F, R>,
  id: number,
  version: number,
  editor: Editor,
) {
  return changeAtVersion(db, kind, id, version, editor, async (tx, row) => {
    await keepShippedVersion(tx, kind, row)
    await tx.update(kind.table).set({ publishAt: null, unpublishAt: null }).where(itemWhere(kind, id))
    return {
      action: 'content.unpublish',
      reachesVisitors: true,
      audit: (result): AuditChange => ({
        before: { publishAt: row.publishAt?.toISOString() ?? null, unpublishAt: row.unpublishAt?.toISOString() ?? null },
        after: { version: result.version, state: result.state },
      }),
    }
  })
}

/** Deletes the item with its draft and revisions. */
export function removeItem<F, R extends PublicationRow>(db: Database, kind: ContentKind<F, R>, id: number, editor: Editor) {
  return db.transaction(async (tx) => {
    await kind.beforeRemove?.(tx, id)
    const [row] = await tx.delete(kind.table).where(itemWhere(kind, id)).returning({ id: kind.table.id })
    if (!row) throw new ApiError('NOT_FOUND')
    await tx.delete(contentDrafts).where(draftKey(kind.type, id))
    await tx.delete(contentRevisions).where(and(eq(contentRevisions.contentType, kind.type), eq(contentRevisions.itemId, id)))
    await finish(tx, kind, id, editor, { action: 'content.delete' }, { reachesVisitors: true })
    return { id }
  })
}

/** Makes a revision the draft again; publishing it shows it. */
export function restoreRevision<F, R extends PublicationRow>(
  db: Database,
  kind: ContentKind<F, R>,
  id: number,
  body: { revision: number; version: number },
  editor: Editor,
) {
  return changeAtVersion(db, kind, id, body.version, editor, async (tx) => {
    const revision = await readRevision(tx, kind.type, id, body.revision)
    await saveDraftFields(tx, kind.type, id, revision.fields, editor)
    return {
      action: 'content.restore',
      reachesVisitors: false,
      audit: (result): AuditChange => ({ ...versionAudit(result), detail: { revision: body.revision } }),
    }
  })
}

import { and, desc, eq, gt, lt, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { PharmacyFields } from '~/api/contract/pharmacy-editing-endpoints'
import { pharmacyRestoreEndpoints as api, PHARMACY_RESTORE_DAYS } from '~/api/contract/pharmacy-restore-endpoints'
import { actorStaffId } from '../../admin/actor-names'
import type { Tx } from '../../admin/db-transaction'
import { recordAudit } from '../../audit/audit-log'
import type { Database } from '../../db/database.server'
import { pharmacies, pharmacyRestorePoints } from '../../db/schema'
import { staffAccounts } from '../../db/staff-schema'
import { ApiError } from '../../http/api-error'
import { implementStaff } from '../../staff/implement-staff'
import type { StaffActor } from '../../staff/staff-actor'
import { announceContentChange } from '../content-changes.server'
import { columnsOf, fieldsOf, linkProducts, productCatalogue, productIdsOf } from './pharmacy-records'

/** One import or restore at a time: the second waits for the first's commit (pharmacy-import.ts takes it too). */
export const PHARMACY_LIST_LOCK_ID = 0x70686172
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const INSERT_SLICE = 1_000
const DAY_MS = 86_400_000

/** Restore points still kept: made within PHARMACY_RESTORE_DAYS, by the database's clock. */
const stillKept = gt(pharmacyRestorePoints.createdAt, sql`now() - make_interval(days => ${PHARMACY_RESTORE_DAYS})`)

/**
 * Keeps the list as it stands, every pharmacy's fields and products, as a restore point (in the caller's transaction,
 * before it replaces the list); the points past PHARMACY_RESTORE_DAYS go.
 */
export async function keepPharmacyList(tx: Tx, actor: StaffActor, cause: 'import' | 'restore'): Promise<void> {
  const rows = await tx.select().from(pharmacies).orderBy(pharmacies.id)
  const products = await productIdsOf(
    tx,
    rows.map((row) => row.id),
  )
  await tx.insert(pharmacyRestorePoints).values({
    createdBy: actorStaffId(actor),
    cause,
    count: rows.length,
    rows: rows.map((row) => fieldsOf(row, products.get(row.id) ?? [])),
  })
  await tx
    .delete(pharmacyRestorePoints)
    .where(lt(pharmacyRestorePoints.createdAt, sql`now() - make_interval(days => ${PHARMACY_RESTORE_DAYS})`))
}

/** Writes these pharmacies as the list's new rows, with their products (those the catalogue still has). */
export async function insertPharmacies(tx: Tx, rows: readonly PharmacyFields[], updatedBy: string | null) {
  const known = new Set((await productCatalogue(tx)).map((product) => product.id))
  const links: { pharmacyId: number; productIds: number[] }[] = []
  for (let at = 0; at < rows.length; at += INSERT_SLICE) {
    const slice = rows.slice(at, at + INSERT_SLICE)
    const inserted = await tx
      .insert(pharmacies)
      .values(slice.map((fields) => ({ ...columnsOf(fields), updatedBy })))
      .returning({ id: pharmacies.id })
    links.push(
      ...inserted.map(({ id }, index) => ({
        pharmacyId: id,
        productIds: (slice[index]?.productIds ?? []).filter((productId) => known.has(productId)),
      })),
    )
  }
  await linkProducts(tx, links)
}

/** The restore points still kept, newest first. */
async function restorePoints(db: Database) {
  const rows = await db
    .select({
      id: pharmacyRestorePoints.id,
      createdAt: pharmacyRestorePoints.createdAt,
      createdBy: staffAccounts.name,
      cause: pharmacyRestorePoints.cause,
      count: pharmacyRestorePoints.count,
    })
    .from(pharmacyRestorePoints)
    .leftJoin(staffAccounts, eq(staffAccounts.id, pharmacyRestorePoints.createdBy))
    .where(stillKept)
    .orderBy(desc(pharmacyRestorePoints.createdAt), desc(pharmacyRestorePoints.id))
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      expiresAt: new Date(row.createdAt.getTime() + PHARMACY_RESTORE_DAYS * DAY_MS).toISOString(),
    })),
  }
}

/**
 * The restore points' calls (decision 76). A restore, in one transaction under the list's lock: the list now kept as a
 * restore point, then replaced by the point's; audited (`pharmacy.restore`) and announced to the finder.
 */
export function registerPharmacyRestoreRoutes(app: Hono, db: Database): void {
  implementStaff(app, api.pharmacyRestorePoints, () => restorePoints(db))
  implementStaff(app, api.restorePharmacyList, ({ params, actor, clientIp }) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${PHARMACY_LIST_LOCK_ID})`)
      const [point] = await tx
        .select()
        .from(pharmacyRestorePoints)
        .where(and(eq(pharmacyRestorePoints.id, params.id), stillKept))
      if (!point) throw new ApiError('NOT_FOUND')
      await keepPharmacyList(tx, actor, 'restore')
      const removed = (await tx.delete(pharmacies).returning({ id: pharmacies.id })).length
      await insertPharmacies(tx, point.rows as PharmacyFields[], actorStaffId(actor))
      await recordAudit(tx, actor, clientIp, {
        action: 'pharmacy.restore',
        targetType: 'pharmacy',
        detail: { restorePoint: point.id, madeAt: point.createdAt.toISOString(), restored: point.count, removed },
      })
      await announceContentChange(tx, 'pharmacies')
      return { restored: point.count, removed }
    }),
  )
}

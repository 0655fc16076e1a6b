import { and, eq, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { pharmacyEditingEndpoints as api, type PharmacyFields } from '~/api/contract/pharmacy-editing-endpoints'
import { countStaffAction } from '~/backend/staff/staff-hourly-limit'
import { requireRecentProof } from '~/backend/staff/staff-proof'
import { actorStaffId } from '../../admin/actor-names'
import type { Tx } from '../../admin/db-transaction'
import { recordAudit } from '../../audit/audit-log'
import type { Database } from '../../db/database.server'
import { pharmacies } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { pick } from '../../http/localize'
import { implementStaff } from '../../staff/implement-staff'
import { announceContentChange } from '../content-changes.server'
import { registerPharmacyExportRoute } from './pharmacy-export'
import { importPharmacies, pharmacyImportLimitOf } from './pharmacy-import'
import { columnsOf, findPharmacy, linkProducts, listPharmacies, productCatalogue, unknownProductIds } from './pharmacy-records'
import { registerPharmacyRestoreRoutes } from './pharmacy-restore'

const change = (row: { id: number; version: number; updatedAt: Date }) => ({
  id: row.id,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
})

/** A product id the catalogue does not have: refused on the field, nothing written. */
async function requireKnownProducts(tx: Tx, fields: PharmacyFields): Promise<void> {
  if ((await unknownProductIds(tx, fields.productIds)).length > 0) {
    throw new ApiError('BAD_REQUEST', undefined, {}, 'productIds')
  }
}

/** A change on an older read than the row's: 404 when it is gone, else 409 STALE_RECORD. */
async function refuseStale(tx: Tx, id: number): Promise<never> {
  const [exists] = await tx.select({ id: pharmacies.id }).from(pharmacies).where(eq(pharmacies.id, id))
  throw new ApiError(exists ? 'STALE_RECORD' : 'NOT_FOUND')
}

/**
 * The pharmacies' editing calls (decision 37): each change, its audit entry and the announcement that the finder's
 * content changed are one transaction.
 */
export function registerPharmacyEditingRoutes(app: Hono, db: Database): void {
  // Before `/:id`, which would take `export` for an id.
  registerPharmacyExportRoute(app, db)
  registerPharmacyRestoreRoutes(app, db)

  implementStaff(app, api.pharmacyList, ({ query }) => listPharmacies(db, query))

  implementStaff(app, api.pharmacyDetail, async ({ params }) => {
    const found = await findPharmacy(db, params.id)
    if (!found) throw new ApiError('NOT_FOUND')
    return { ...change(found.row), fields: found.fields, updatedBy: found.updatedBy }
  })

  implementStaff(app, api.pharmacyProductChoices, async ({ locale }) =>
    (await productCatalogue(db)).map((product) => ({ id: product.id, key: product.key, name: pick(product.name, locale) })),
  )

  implementStaff(app, api.createPharmacy, ({ body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      await requireKnownProducts(tx, body)
      const [row] = await tx
        .insert(pharmacies)
        .values({ ...columnsOf(body), updatedBy: actorStaffId(actor) })
        .returning()
      if (!row) throw new Error('the pharmacy was not inserted')
      await linkProducts(tx, [{ pharmacyId: row.id, productIds: body.productIds }])
      await recordAudit(tx, actor, clientIp, { action: 'pharmacy.create', targetType: 'pharmacy', targetId: row.id, after: body })
      await announceContentChange(tx, 'pharmacies')
      return change(row)
    }),
  )

  implementStaff(app, api.updatePharmacy, ({ params, body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const before = await findPharmacy(tx, params.id)
      if (!before) throw new ApiError('NOT_FOUND')
      await requireKnownProducts(tx, body.fields)
      const [row] = await tx
        .update(pharmacies)
        .set({
          ...columnsOf(body.fields),
          version: sql`${pharmacies.version} + 1`,
          updatedAt: sql`now()`,
          updatedBy: actorStaffId(actor),
        })
        .where(and(eq(pharmacies.id, params.id), eq(pharmacies.version, body.version)))
        .returning()
      if (!row) return refuseStale(tx, params.id)
      await linkProducts(tx, [{ pharmacyId: row.id, productIds: body.fields.productIds }])
      await recordAudit(tx, actor, clientIp, {
        action: 'pharmacy.update',
        targetType: 'pharmacy',
        targetId: row.id,
        before: before.fields,
        after: body.fields,
      })
      await announceContentChange(tx, 'pharmacies')
      return change(row)
    }),
  )

  implementStaff(app, api.deletePharmacy, ({ params, query, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const before = await findPharmacy(tx, params.id)
      if (!before) throw new ApiError('NOT_FOUND')
      const version = query.version === undefined ? undefined : eq(pharmacies.version, query.version)
      const [row] = await tx
        .delete(pharmacies)
        .where(and(eq(pharmacies.id, params.id), version))
        .returning({ id: pharmacies.id })
      if (!row) return refuseStale(tx, params.id)
      await recordAudit(tx, actor, clientIp, {
        action: 'pharmacy.delete',
        targetType: 'pharmacy',
        targetId: row.id,
        before: before.fields,
      })
      await announceContentChange(tx, 'pharmacies')
      return { id: row.id }
    }),
  )

  implementStaff(app, api.importPharmacies, async (input) => {
    // Replacing the whole list (not checking it) is sensitive: it wants the password and a code given lately.
    if (input.body.mode === 'replace' && !input.body.dryRun) requireRecentProof(input.actor)
    // Each import reads a whole file: a staff member's are counted, as their searches are; checks apart from imports.
    await countStaffAction(db, pharmacyImportLimitOf(input.body.dryRun), input.actor, undefined)
    return importPharmacies(db, input)
  })
}

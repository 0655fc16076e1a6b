import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type * as v from 'valibot'
import type { newSampleRequestSchema } from '~/api/contract/member-area-endpoints'
import type { Locale } from '~/i18n/locales'
import { offsetOf, pageResult } from '../content/paging'
import { visibleNow } from '../content/publication'
import type { Database } from '../db/database.server'
import { sampleRequestMaterials, sampleRequests } from '../db/member-area-schema'
import { products } from '../db/schema'
import { ApiError } from '../http/api-error'
import { pick } from '../http/localize'

type NewSampleRequest = v.InferOutput<typeof newSampleRequestSchema>

/** The materials of each request, named in the request's language, in the catalogue's order. */
export async function materialsOf(db: Database, requestIds: number[], locale: Locale) {
  const byRequest = new Map<number, { id: number; name: string }[]>()
  if (!requestIds.length) return byRequest
  const rows = await db
    .select({ requestId: sampleRequestMaterials.requestId, id: products.id, name: products.name })
    .from(sampleRequestMaterials)
    .innerJoin(products, eq(products.id, sampleRequestMaterials.productId))
    .where(inArray(sampleRequestMaterials.requestId, requestIds))
    .orderBy(products.sortOrder, products.id)
  for (const row of rows) {
    const list = byRequest.get(row.requestId) ?? []
    list.push({ id: row.id, name: pick(row.name, locale) })
    byRequest.set(row.requestId, list)
  }
  return byRequest
}

/** The contract's sampleRequestParticulars of a request, which the member and the staff read alike. */
export const particularsOf = (row: typeof sampleRequests.$inferSelect) => ({
  purpose: row.purpose,
  recipient: row.recipient,
  mobile: row.mobile,
  zipcode: row.zipcode,
  address1: row.address1,
  address2: row.address2,
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
  declineReason: row.declineReason,
})

/** GET /me/samples: the member's own requests, newest first. */
export async function listSampleRequests(db: Database, memberId: string, page: number, size: number, locale: Locale) {
  const mine = eq(sampleRequests.memberId, memberId)
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(sampleRequests)
      .where(mine)
      .orderBy(desc(sampleRequests.createdAt), desc(sampleRequests.id))
      .limit(size)
      .offset(offsetOf(page, size)),
    db.select({ total: count() }).from(sampleRequests).where(mine),
  ])
  const materials = await materialsOf(
    db,
    rows.map((row) => row.id),
    locale,
  )
  const items = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    materials: materials.get(row.id) ?? [],
    quantity: row.quantity,
    ...particularsOf(row),
  }))
  return pageResult(items, page, size, totals?.total ?? 0)
}

/** POST /me/samples: every material must be an active raw material the site shows now (400 otherwise). */
export async function requestSample(db: Database, memberId: string, body: NewSampleRequest, now: Date) {
  const materialIds = [...new Set(body.materialIds)]
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(products.id, materialIds),
        eq(products.productType, 'material'),
        eq(products.active, true),
        visibleNow(products),
      ),
    )
  if (found.length !== materialIds.length) throw new ApiError('BAD_REQUEST')
  const { materialIds: _ids, ...fields } = body
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sampleRequests)
      .values({ memberId, ...fields, createdAt: now, statusChangedAt: now })
      .returning({ id: sampleRequests.id })
    if (!row) throw new Error('the sample request row was not returned')
    await tx.insert(sampleRequestMaterials).values(materialIds.map((productId) => ({ requestId: row.id, productId })))
    return { id: row.id }
  })
}

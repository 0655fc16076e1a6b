import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Hono } from 'hono'
import {
  memberAreaAdminEndpoints as api,
  type SampleStatus,
  type sampleListFilters,
  sampleMoves,
} from '~/api/contract/member-area-admin-endpoints'
import { recordAudit } from '../audit/audit-log'
import { maskAddressLine, maskName, maskPhone, maskZipcode } from '../audit/mask'
import { offsetOf } from '../content/paging'
import type { Database } from '../db/database.server'
import { sampleRequests } from '../db/member-area-schema'
import { members } from '../db/member-schema'
import { ApiError } from '../http/api-error'
import { materialsOf, particularsOf } from '../member-area/sample-requests'
import { implementStaff } from '../staff/implement-staff'
import { requireProofPastFreeReveals } from '../staff/staff-proof'
import { maskedMember, memberRefColumns } from './member-ref'

const filterWhere: Record<(typeof sampleListFilters)[number], SQL | undefined> = {
  open: inArray(sampleRequests.status, ['received', 'reviewing']),
  received: eq(sampleRequests.status, 'received'),
  reviewing: eq(sampleRequests.status, 'reviewing'),
  shipped: eq(sampleRequests.status, 'shipped'),
  declined: eq(sampleRequests.status, 'declined'),
  all: undefined,
}

type SampleRow = typeof sampleRequests.$inferSelect & { memberName: string; memberEmail: string | null }

const summary = (row: SampleRow, materials: Map<number, { id: number; name: string }[]>) => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  status: row.status,
  statusChangedAt: row.statusChangedAt.toISOString(),
  materials: materials.get(row.id) ?? [],
  quantity: row.quantity,
  member: maskedMember(row.memberId, row),
})

/** The shipping details a status keeps: a carrier and tracking number when shipped, a reason when declined. */
function detailsFor(status: SampleStatus, body: { carrier?: string; trackingNumber?: string; declineReason?: string }) {
  if (status === 'shipped') {
    if (!body.carrier) throw new ApiError('BAD_REQUEST', undefined, {}, 'carrier')
    if (!body.trackingNumber) throw new ApiError('BAD_REQUEST', undefined, {}, 'trackingNumber')
    return { carrier: body.carrier, trackingNumber: body.trackingNumber, declineReason: null }
  }
  if (status === 'declined') {
    if (!body.declineReason) throw new ApiError('BAD_REQUEST', undefined, {}, 'declineReason')
    return { carrier: null, trackingNumber: null, declineReason: body.declineReason }
  }
  return { carrier: null, trackingNumber: null, declineReason: null }
}

const shippingOf = (row: Pick<SampleRow, 'status' | 'carrier' | 'trackingNumber' | 'declineReason'>) => ({
  status: row.status,
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
  declineReason: row.declineReason,
})

/** Sample requests as staff see them, and their workflow (sampleMoves): the member sees each move at once. */
export function registerSampleWorkflowRoutes(app: Hono, db: Database, clock: () => Date): void {
  const selectSamples = () =>
    db
      .select({ request: sampleRequests, ...memberRefColumns })
      .from(sampleRequests)
      .innerJoin(members, eq(members.id, sampleRequests.memberId))

  implementStaff(app, api.sampleList, async ({ query, locale }) => {
    const where = filterWhere[query.status]
    const [rows, [total]] = await Promise.all([
      selectSamples()
        .where(where)
        // The longest wait first, where there is work to do; the newest first in the finished lists.
        .orderBy(
          ...(query.status === 'shipped' || query.status === 'declined' || query.status === 'all'
            ? [desc(sampleRequests.createdAt), desc(sampleRequests.id)]
            : [asc(sampleRequests.createdAt), asc(sampleRequests.id)]),
        )
        .limit(query.size)
        .offset(offsetOf(query.page, query.size)),
      db.select({ total: count() }).from(sampleRequests).where(where),
    ])
    const flat = rows.map((row) => ({ ...row.request, memberName: row.memberName, memberEmail: row.memberEmail }))
    const materials = await materialsOf(
      db,
      flat.map((row) => row.id),
      locale,
    )
    return { items: flat.map((row) => summary(row, materials)), page: query.page, size: query.size, total: total?.total ?? 0 }
  })

  implementStaff(app, api.sampleDetail, async ({ params, locale, keepInRecord }) =>
    db.transaction(async (tx) => {
      const [found] = await tx
        .select({ request: sampleRequests, ...memberRefColumns })
        .from(sampleRequests)
        .innerJoin(members, eq(members.id, sampleRequests.memberId))
        .where(eq(sampleRequests.id, params.id))
      if (!found) throw new ApiError('NOT_FOUND')
      const row = { ...found.request, memberName: found.memberName, memberEmail: found.memberEmail }
      const materials = await materialsOf(tx, [row.id], locale)
      keepInRecord({ recipient: maskName(row.recipient), mobile: maskPhone(row.mobile) })
      const particulars = particularsOf(row)
      return {
        ...summary(row, materials),
        ...particulars,
        recipient: maskName(row.recipient) ?? '',
        mobile: maskPhone(row.mobile) ?? '',
        zipcode: maskZipcode(row.zipcode),
        address1: maskAddressLine(row.address1),
        address2: row.address2 ? '***' : '',
        version: row.version,
      }
    }),
  )

  implementStaff(app, api.revealSampleRecipient, async ({ params, body, actor, keepInRecord }) => {
    await requireProofPastFreeReveals(db, actor, clock())
    const [row] = await db.select().from(sampleRequests).where(eq(sampleRequests.id, params.id))
    if (!row) throw new ApiError('NOT_FOUND')
    keepInRecord({ reason: body.reason })
    const { recipient, mobile, zipcode, address1, address2 } = row
    return { recipient, mobile, zipcode, address1, address2 }
  })

  implementStaff(app, api.moveSampleRequest, async ({ params, body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(sampleRequests).where(eq(sampleRequests.id, params.id)).for('update')
      if (!row) throw new ApiError('NOT_FOUND')
      if (row.version !== body.version) throw new ApiError('STALE_RECORD')
      if (!sampleMoves[row.status].includes(body.status)) throw new ApiError('SAMPLE_MOVE_NOT_ALLOWED')
      const details = detailsFor(body.status, body)
      const [moved] = await tx
        .update(sampleRequests)
        .set({ status: body.status, ...details, statusChangedAt: clock(), version: row.version + 1 })
        .where(eq(sampleRequests.id, row.id))
        .returning()
      if (!moved) throw new ApiError('NOT_FOUND')
      await recordAudit(tx, actor, clientIp, {
        action: 'sample.move',
        targetType: 'sample',
        targetId: row.id,
        before: shippingOf(row),
        after: shippingOf(moved),
      })
      return {
        id: moved.id,
        status: moved.status,
        statusChangedAt: moved.statusChangedAt.toISOString(),
        carrier: moved.carrier,
        trackingNumber: moved.trackingNumber,
        declineReason: moved.declineReason,
        version: moved.version,
      }
    }),
  )
}

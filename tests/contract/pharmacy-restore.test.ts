import { asc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { pharmacyRestoreEndpoints as api, PHARMACY_RESTORE_DAYS } from '~/api/contract/pharmacy-restore-endpoints'
import { pharmacies, pharmacyProducts, pharmacyRestorePoints } from '~/backend/db/schema'
import { auditLog } from '~/backend/db/staff-schema'
import { send } from './auth-support'
import { csvOf, importFile, pharmacyRow } from './pharmacy-editing-support'
import { adminStaffToken, asStaff, setUpStaffHarness } from './staff-support'

/**
 * Issue 39 §3: a replacing import keeps the list as it stood, which staff put back whole within
 * PHARMACY_RESTORE_DAYS; a restore keeps the list it replaces in turn.
 */
const harness = setUpStaffHarness({ signInFailureLimit: 1000 })
const db = () => harness.database.db

/** The list as the finder has it: each pharmacy's Korean name and its products, in name order. */
async function listNow() {
  const rows = await db().select({ id: pharmacies.id, name: pharmacies.name }).from(pharmacies).orderBy(asc(pharmacies.id))
  const links = await db().select().from(pharmacyProducts)
  return rows
    .map((row) => ({
      name: row.name['ko-KR'],
      products: links
        .filter((link) => link.pharmacyId === row.id)
        .map((link) => link.productId)
        .sort(),
    }))
    .sort((a, b) => String(a.name).localeCompare(String(b.name)))
}

describe('the pharmacy list’s restore points', () => {
  it('keep the list a replacing import removed, which a restore puts back whole, keeping the replaced one in turn', async () => {
    const token = await adminStaffToken(harness)
    const before = await listNow()
    expect(before.length).toBeGreaterThan(2)
    const replaced = await importFile(harness, csvOf([pharmacyRow('복원시험약국'), pharmacyRow('복원시험약국둘')]), {
      mode: 'replace',
      token,
    })
    expect(replaced.json.data?.imported).toBe(true)
    expect((await listNow()).length).toBe(2)

    const points = (await send(harness, 'http', api.pharmacyRestorePoints, {}, asStaff(token))).json.data?.items ?? []
    expect(points[0]).toMatchObject({ cause: 'import', count: before.length })
    const made = Date.parse(points[0]?.createdAt ?? '')
    expect(Date.parse(points[0]?.expiresAt ?? '') - made).toBe(PHARMACY_RESTORE_DAYS * 86_400_000)

    const restored = await send(
      harness,
      'http',
      api.restorePharmacyList,
      { params: { id: points[0]?.id ?? 0 }, body: {} },
      asStaff(token),
    )
    expect(restored.json.data).toEqual({ restored: before.length, removed: 2 })
    expect(await listNow()).toEqual(before)
    const after = (await send(harness, 'http', api.pharmacyRestorePoints, {}, asStaff(token))).json.data?.items ?? []
    expect(after[0]).toMatchObject({ cause: 'restore', count: 2 })
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'pharmacy.restore'))
    expect(entry?.detail).toMatchObject({ restorePoint: points[0]?.id, restored: before.length, removed: 2 })
  })

  it(`are gone after ${PHARMACY_RESTORE_DAYS} days`, async () => {
    const token = await adminStaffToken(harness)
    await importFile(harness, csvOf([pharmacyRow('만료시험약국')]), { mode: 'replace', token })
    const [point] = (await send(harness, 'http', api.pharmacyRestorePoints, {}, asStaff(token))).json.data?.items ?? []
    await db()
      .update(pharmacyRestorePoints)
      .set({ createdAt: sql`now() - make_interval(days => ${PHARMACY_RESTORE_DAYS}, mins => 1)` })
      .where(eq(pharmacyRestorePoints.id, point?.id ?? 0))
    const listed = (await send(harness, 'http', api.pharmacyRestorePoints, {}, asStaff(token))).json.data?.items ?? []
    expect(listed.map((item) => item.id)).not.toContain(point?.id)
    const restore = await send(
      harness,
      'http',
      api.restorePharmacyList,
      { params: { id: point?.id ?? 0 }, body: {} },
      asStaff(token),
    )
    expect(restore.status).toBe(404)
  })
})

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import type { PharmacyNearbyBody } from '~/api/contract/pharmacies'
import { pharmacies } from '~/backend/db/schema'
import { demoPart, readDemoContent } from '~/backend/seed/demo-content'
import { send } from './auth-support'
import { clientFor, setUpContractHarness, transportNames } from './harness'

/** Issue 40 §1: the pharmacies nearest to a place a visitor shares, with the distance, nearest first. */
const harness = setUpContractHarness()

const demoPharmacies = demoPart(await readDemoContent(), 'pharmacies')
const gangnamStation = { latitude: 37.4979, longitude: 127.0276 }
const haeundae = { latitude: 35.1631, longitude: 129.1636 }

describe.each(transportNames)('POST /pharmacy/nearby over %s', (transport) => {
  const nearby = (body: PharmacyNearbyBody, locale = 'ko-KR') =>
    clientFor(harness, transport, locale)(api.pharmacyNearby, { body })

  it('lists the nearest first, with their distances, in the reader’s language', async () => {
    const page = await nearby({ ...gangnamStation, size: 10 })
    expect(page.total).toBe(demoPharmacies.length)
    const distances = page.items.map((item) => item.distanceMeters)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances[0]).toBeLessThan(3_000)
    expect(page.items.every((item) => ['강남구', '서초구'].includes(item.sggNm))).toBe(true)
    const busan = await nearby({ ...haeundae, size: 3 }, 'en-US')
    expect(busan.items.every((item) => item.siNm === '부산광역시')).toBe(true)
    expect(busan.items[0]?.hangulName).toMatch(/약국/)
    // The farthest of all, from Busan: hundreds of kilometres, not degrees.
    const last = await nearby({ ...haeundae, page: 30, size: 10 })
    expect(last.items.at(-1)?.distanceMeters).toBeGreaterThan(250_000)
  })

  it('keeps to the product chosen, and to the pharmacies whose place is known', async () => {
    const all = await nearby({ ...gangnamStation, size: 100 })
    const product = all.items.flatMap((item) => item.products)[0]?.id ?? 0
    const stocking = await nearby({ ...gangnamStation, idProduct: product, size: 100 })
    expect(stocking.items.length).toBeGreaterThan(0)
    expect(stocking.items.every((item) => item.products.some((stocked) => stocked.id === product))).toBe(true)
    expect(stocking.total).toBeLessThan(all.total)
  })
})

describe('places it cannot measure', () => {
  it('leaves out a pharmacy without coordinates, and refuses a place that is none', async () => {
    const [nearest] = (await clientFor(harness, 'in-process')(api.pharmacyNearby, { body: { ...gangnamStation, size: 1 } })).items
    await harness.database.db
      .update(pharmacies)
      .set({ latitude: null, longitude: null })
      .where(eq(pharmacies.id, nearest?.id ?? 0))
    const after = await clientFor(harness, 'in-process')(api.pharmacyNearby, { body: { ...gangnamStation, size: 1 } })
    expect(after.total).toBe(demoPharmacies.length - 1)
    expect(after.items[0]?.id).not.toBe(nearest?.id)
    for (const body of [
      { latitude: 91, longitude: 127 },
      { latitude: 37.5, longitude: -181 },
      { latitude: 37.5 },
      { latitude: '37.5', longitude: 127 },
      { ...gangnamStation, size: 101 },
    ]) {
      const answer = await send(harness, 'http', api.pharmacyNearby, { body } as never)
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
    const unknownProduct = await send(harness, 'http', api.pharmacyNearby, { body: { ...gangnamStation, idProduct: 999_999 } })
    expect(unknownProduct.status).toBe(404)
  })
})

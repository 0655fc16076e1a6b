import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberAreaAdminEndpoints } from '~/api/contract/member-area-admin-endpoints'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import type { LocalizedText } from '~/backend/db/schema'
import { products } from '~/backend/db/schema'
import { type DemoItem, demoPart, readDemoContent } from '~/backend/seed/demo-content'
import { send } from './auth-support'
import { transportNames } from './harness'
import { newMember, productIds, sampleBody, setUpMemberHarness } from './member-support'
import { asAdminStaff } from './staff-support'

const harness = setUpMemberHarness()

const seededMaterials = demoPart<DemoItem<{ name: LocalizedText }>>(await readDemoContent(), 'products-material').map(
  (product) => product.fields,
)

describe.each(transportNames)('sample requests over %s', (name) => {
  const request = (token: string, materialIds: number[]) =>
    send(harness, name, memberAreaEndpoints.requestSample, { body: sampleBody(materialIds) }, { token })

  it('are received, listed with the materials named in the request language, and moved by the staff', async () => {
    const member = await newMember(harness, name, 'samples-flow')
    const [first, second] = await productIds(harness, 'material')
    const ids = [second?.id ?? 0, first?.id ?? 0, first?.id ?? 0]
    const created = await request(member.token, ids)
    expect(created.status).toBe(200)
    const id = created.json.data?.id ?? 0

    const list = async (locale: string) =>
      (await send(harness, name, memberAreaEndpoints.samples, {}, { token: member.token, locale })).json.data
    const english = await list('en-US')
    expect(english).toMatchObject({ page: 1, size: 10, total: 1 })
    expect(english?.items[0]).toEqual({
      id,
      createdAt: harness.clock.now.toISOString(),
      status: 'received',
      ...sampleBody([]),
      carrier: null,
      trackingNumber: null,
      declineReason: null,
      materialIds: undefined,
      materials: [
        { id: first?.id, name: seededMaterials[0]?.name['en-US'] },
        { id: second?.id, name: seededMaterials[1]?.name['en-US'] },
      ],
    })
    expect((await list('ko-KR'))?.items[0]?.materials[0]?.name).toBe(seededMaterials[0]?.name['ko-KR'])

    const asAdmin = await asAdminStaff(harness)
    const move = (body: { status: 'reviewing' | 'shipped'; version: number; carrier?: string; trackingNumber?: string }) =>
      send(harness, name, memberAreaAdminEndpoints.moveSampleRequest, { params: { id }, body }, asAdmin)
    expect((await move({ status: 'reviewing', version: 1 })).status).toBe(200)
    const moved = await move({ status: 'shipped', version: 2, carrier: 'CJ대한통운', trackingNumber: '6543-2109-8765' })
    expect(moved.json.data).toEqual({
      id,
      status: 'shipped',
      statusChangedAt: harness.clock.now.toISOString(),
      carrier: 'CJ대한통운',
      trackingNumber: '6543-2109-8765',
      declineReason: null,
      version: 3,
    })
    expect((await list('ko-KR'))?.items[0]).toMatchObject({
      status: 'shipped',
      carrier: 'CJ대한통운',
      trackingNumber: '6543-2109-8765',
    })
  })

  it('refuse an unknown, an inactive or a non-material product (400) and store nothing', async () => {
    const member = await newMember(harness, name, 'samples-refused')
    const [material, spare] = await productIds(harness, 'material')
    const [pb] = await productIds(harness, 'pb')
    for (const ids of [[999_999], [material?.id ?? 0, 999_999], [pb?.id ?? 0]]) {
      expect((await request(member.token, ids)).json.error?.code).toBe('BAD_REQUEST')
    }
    const db = harness.database.db
    await db
      .update(products)
      .set({ active: false })
      .where(eq(products.id, spare?.id ?? 0))
    try {
      expect((await request(member.token, [spare?.id ?? 0])).status).toBe(400)
    } finally {
      await db
        .update(products)
        .set({ active: true })
        .where(eq(products.id, spare?.id ?? 0))
    }
    const list = await send(harness, name, memberAreaEndpoints.samples, {}, { token: member.token })
    expect(list.json.data?.total).toBe(0)
  })

  it('refuse no material, more than five, or a bad address (400)', async () => {
    const member = await newMember(harness, name, 'samples-invalid')
    const ids = (await productIds(harness, 'material')).map((product) => product.id)
    expect((await request(member.token, [])).status).toBe(400)
    expect((await request(member.token, ids.slice(0, 6))).status).toBe(400)
    const badZip = { ...sampleBody(ids.slice(0, 1)), zipcode: '1234' }
    expect((await send(harness, name, memberAreaEndpoints.requestSample, { body: badZip }, { token: member.token })).status).toBe(
      400,
    )
  })

  it("are only ever the member's own", async () => {
    const [owner, other] = [await newMember(harness, name, 'samples-owner'), await newMember(harness, name, 'samples-other')]
    const [material] = await productIds(harness, 'material')
    await request(owner.token, [material?.id ?? 0])
    const list = await send(harness, name, memberAreaEndpoints.samples, {}, { token: other.token })
    expect(list.json.data).toEqual({ items: [], page: 1, size: 10, total: 0 })
    expect((await send(harness, name, memberAreaEndpoints.samples, {})).status).toBe(401)
    expect((await send(harness, name, memberAreaEndpoints.requestSample, { body: sampleBody([material?.id ?? 0]) })).status).toBe(
      401,
    )
  })
})

describe('moving a sample request as staff', () => {
  it('needs the admin token, a known status and a known request', async () => {
    const move = (id: number, status: string, token?: string) =>
      send(
        harness,
        'http',
        memberAreaAdminEndpoints.moveSampleRequest,
        { params: { id }, body: { status: status as never, version: 1 } },
        { token },
      )
    expect((await move(1, 'shipped')).status).toBe(401)
    expect((await move(999_999, 'shipped', (await asAdminStaff(harness)).token)).status).toBe(404)
    expect((await move(1, 'lost', (await asAdminStaff(harness)).token)).status).toBe(400)
  })
})

import { describe, expect, it } from 'vitest'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import { pharmacyEditingEndpoints as api } from '~/api/contract/pharmacy-editing-endpoints'
import { send } from './auth-support'
import { clientFor } from './harness'
import { auditMark, auditSince } from './ops-support'
import { csvOf, exportFile, importFile, pharmacyRow } from './pharmacy-editing-support'
import { addTestStaff, asStaff, expectOk, roleRefusalLog, setUpStaffHarness, signInStaff } from './staff-support'

const harness = setUpStaffHarness()
const db = () => harness.database.db
const finder = () => clientFor(harness, 'http')

const newPharmacy = {
  name: { 'ko-KR': '편집약국', 'en-US': 'Editing Pharmacy', 'ja-JP': '  ' },
  address: { 'ko-KR': '서울특별시 종로구 종로 1' },
  phone: '02-123-4567',
  siNm: '서울특별시',
  sggNm: '종로구',
  subwayArea: '수도권',
  subwayLine: '1호선',
  subwayName: '종각',
  productIds: [] as number[],
}

async function staffToken(role: 'admin' | 'editor' | 'support') {
  return signInStaff(harness, 'http', await addTestStaff(harness, role, `pharmacy-${role}`))
}

describe('pharmacy editing', () => {
  it('is refused to support staff, and to nobody signed in', async () => {
    const refusals = roleRefusalLog()
    const support = await staffToken('support')
    const calls = [
      send(harness, 'http', api.pharmacyList, {}, asStaff(support)),
      send(harness, 'http', api.pharmacyDetail, { params: { id: 1 } }, asStaff(support)),
      send(harness, 'http', api.createPharmacy, { body: newPharmacy }, asStaff(support)),
      send(harness, 'http', api.deletePharmacy, { params: { id: 1 }, query: {} }, asStaff(support)),
      importFile(harness, csvOf([pharmacyRow('지원약국')]), { token: support }),
    ]
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(403)
    expect((await exportFile(harness, 'csv', support)).response.status).toBe(403)
    expect((await send(harness, 'http', api.pharmacyList, {}, {})).status).toBe(401)
    expect((await exportFile(harness, 'csv', 'nobody')).response.status).toBe(401)
    expect(refusals).toHaveBeenCalled()
    refusals.mockRestore()
  })

  it('lets an editor create, change and delete a pharmacy, each audited and shown by the finder at once', async () => {
    const editor = await staffToken('editor')
    const as = asStaff(editor)
    const mark = await auditMark(db())
    const [product] = await expectOk(harness, 'http', api.pharmacyProductChoices, {}, as)
    if (!product) throw new Error('expected products')

    const created = await expectOk(harness, 'http', api.createPharmacy, { body: newPharmacy }, as)
    expect(created.version).toBe(1)
    const detail = await expectOk(harness, 'http', api.pharmacyDetail, { params: { id: created.id } }, as)
    expect(detail.fields.name).toEqual({ 'ko-KR': '편집약국', 'en-US': 'Editing Pharmacy' })
    expect(detail.updatedBy).toBe('pharmacy-editor 직원')
    expect((await finder()(contentEndpoints.pharmacyPage, { query: { query: '편집약국' } })).total).toBe(1)

    const changed = { ...detail.fields, phone: '02-765-4321', productIds: [product.id] }
    const updated = await expectOk(
      harness,
      'http',
      api.updatePharmacy,
      { params: { id: created.id }, body: { version: detail.version, fields: changed } },
      as,
    )
    expect(updated.version).toBe(2)
    const [shown] = (await finder()(contentEndpoints.pharmacyPage, { query: { query: '편집약국' } })).items
    expect(shown).toMatchObject({ phone: '02-765-4321', products: [{ id: product.id }] })

    await expectOk(harness, 'http', api.deletePharmacy, { params: { id: created.id }, query: { version: 2 } }, as)
    expect((await finder()(contentEndpoints.pharmacyPage, { query: { query: '편집약국' } })).total).toBe(0)
    expect((await send(harness, 'http', api.pharmacyDetail, { params: { id: created.id } }, as)).status).toBe(404)

    const entries = await auditSince(db(), mark)
    expect(entries.map((entry) => entry.action)).toEqual(['pharmacy.create', 'pharmacy.update', 'pharmacy.delete'])
    expect(entries[1]?.before).toMatchObject({ phone: '02-123-4567' })
    expect(entries[1]?.after).toMatchObject({ phone: '02-765-4321' })
  })

  it('refuses a change made on an older read (STALE_RECORD) and keeps the newer one', async () => {
    const admin = await staffToken('admin')
    const editor = await staffToken('editor')
    const created = await expectOk(harness, 'http', api.createPharmacy, { body: newPharmacy }, asStaff(admin))
    const read = await expectOk(harness, 'http', api.pharmacyDetail, { params: { id: created.id } }, asStaff(editor))
    await expectOk(
      harness,
      'http',
      api.updatePharmacy,
      { params: { id: created.id }, body: { version: read.version, fields: { ...read.fields, phone: '02-111-1111' } } },
      asStaff(admin),
    )
    const stale = await send(
      harness,
      'http',
      api.updatePharmacy,
      { params: { id: created.id }, body: { version: read.version, fields: { ...read.fields, phone: '02-222-2222' } } },
      asStaff(editor, 'en-US'),
    )
    expect(stale.status).toBe(409)
    expect(stale.json.error?.code).toBe('STALE_RECORD')
    const staleDelete = await send(
      harness,
      'http',
      api.deletePharmacy,
      { params: { id: created.id }, query: { version: read.version } },
      asStaff(editor),
    )
    expect(staleDelete.json.error?.code).toBe('STALE_RECORD')
    const now = await expectOk(harness, 'http', api.pharmacyDetail, { params: { id: created.id } }, asStaff(editor))
    expect(now).toMatchObject({ version: 2, fields: { phone: '02-111-1111' } })
  })

  it('refuses bad fields: no Korean name, half a subway, an unknown product', async () => {
    const as = asStaff(await staffToken('editor'))
    const bodies = [
      { ...newPharmacy, name: { 'ko-KR': ' ', 'en-US': 'No Korean' } },
      { ...newPharmacy, subwayLine: '' },
      { ...newPharmacy, phone: '2345678' },
    ]
    for (const body of bodies) expect((await send(harness, 'http', api.createPharmacy, { body }, as)).status).toBe(400)
    const unknown = await send(harness, 'http', api.createPharmacy, { body: { ...newPharmacy, productIds: [999_999] } }, as)
    expect(unknown.status).toBe(400)
    expect(Object.keys(unknown.json.error?.fields ?? {})).toEqual(['productIds'])
  })

  it('lists with a search, a region and the languages missing', async () => {
    const as = asStaff(await staffToken('editor'))
    const seoul = await expectOk(harness, 'http', api.pharmacyList, { query: { siNm: '서울특별시', size: 100 } }, as)
    expect(seoul.total).toBeGreaterThan(10)
    expect(seoul.items.every((item) => item.siNm === '서울특별시')).toBe(true)
    // The shipped list has Korean and English only.
    expect(seoul.items[0]?.missingLocales).toEqual(['zh-CN', 'zh-TW', 'ja-JP'])
    const all = await expectOk(harness, 'http', api.pharmacyList, { query: { size: 1 } }, as)
    const missingJapanese = await expectOk(harness, 'http', api.pharmacyList, { query: { missing: 'ja-JP', size: 1 } }, as)
    expect(missingJapanese.total).toBe(all.total)
    const missingEnglish = await expectOk(harness, 'http', api.pharmacyList, { query: { missing: 'en-US', size: 100 } }, as)
    expect(missingEnglish.items.map((item) => item.name)).toContain('편집약국')
    const found = await expectOk(harness, 'http', api.pharmacyList, { query: { q: '02-111-1111' } }, as)
    expect(found.items.map((item) => item.phone)).toEqual(['02-111-1111'])
  })

  it('finds a phone number typed without its separators, and one kept without them typed with them', async () => {
    const as = asStaff(await staffToken('editor'))
    await expectOk(harness, 'http', api.createPharmacy, { body: { ...newPharmacy, phone: '0317654321' } }, as)
    const phonesFound = async (q: string) =>
      (await expectOk(harness, 'http', api.pharmacyList, { query: { q } }, as)).items.map((item) => item.phone)
    expect(await phonesFound('021111111')).toEqual(['02-111-1111'])
    expect(await phonesFound('111-1111')).toEqual(['02-111-1111'])
    expect(await phonesFound('031-765-4321')).toEqual(['0317654321'])
    expect(await phonesFound('031.765.4321')).toEqual(['0317654321'])
  })
})

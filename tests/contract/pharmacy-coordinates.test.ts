import { describe, expect, it } from 'vitest'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import { pharmacyEditingEndpoints as api } from '~/api/contract/pharmacy-editing-endpoints'
import { send } from './auth-support'
import { clientFor } from './harness'
import { csvOf, exportFile, importFile, koreanHeader, pharmacyRow } from './pharmacy-editing-support'
import { asAdminStaff, expectOk, setUpStaffHarness } from './staff-support'

/**
 * Issue 40 §1: a pharmacy's place, which the finder's "near me" measures from, is edited with it, imported and
 * exported in the list's file (위도/경도, Latitude/Longitude), both or neither, and only in Korea.
 */
const harness = setUpStaffHarness()
const header = [...koreanHeader, '위도', '경도']
const row = (name: string, latitude: string, longitude: string) => [...pharmacyRow(name), latitude, longitude]
/** Jeju's airport: no shipped pharmacy is within a kilometre of it. */
const jejuAirport = { latitude: 33.5066, longitude: 126.4929 }

describe('a pharmacy’s place', () => {
  it('comes in with an import, is the first near it, and goes out with the export', async () => {
    const imported = await importFile(harness, csvOf([row('좌표약국', '33.5067', '126.493')], header))
    expect(imported.json.data).toMatchObject({ imported: true, problems: [] })
    const [nearest] = (await clientFor(harness, 'http')(contentEndpoints.pharmacyNearby, { body: jejuAirport })).items
    expect(nearest).toMatchObject({ name: '좌표약국' })
    expect(nearest?.distanceMeters).toBeLessThan(100)

    const { bytes } = await exportFile(harness, 'csv')
    const lines = new TextDecoder().decode(bytes).split(/\r?\n/)
    expect(lines[0]).toContain('위도')
    expect(lines.find((line) => line.includes('좌표약국'))).toMatch(/33\.5067.*126\.493/)
  })

  it('is refused outside Korea or with one of the two, row by row, with the cell named', async () => {
    const file = csvOf(
      [row('뒤바뀐좌표약국', '127.05', '37.5'), row('반쪽좌표약국', '37.5', ''), row('글자좌표약국', '북위 37', '127')],
      header,
    )
    const report = (await importFile(harness, file, { dryRun: true })).json.data
    expect(report?.problems.map(({ line, column, code }) => ({ line, column, code }))).toEqual([
      { line: 2, column: '위도', code: 'invalid_coordinate' },
      { line: 2, column: '경도', code: 'invalid_coordinate' },
      { line: 3, column: null, code: 'coordinates_incomplete' },
      { line: 4, column: '위도', code: 'invalid_coordinate' },
    ])
    expect(report?.problems[0]?.message).toContain('127.05')
  })

  it('is written by the editor with the rest of the pharmacy, and refused alone', async () => {
    const fields = {
      name: { 'ko-KR': '편집좌표약국' },
      address: { 'ko-KR': '제주특별자치도 제주시 공항로 2' },
      phone: '064-797-2114',
      siNm: '제주특별자치도',
      sggNm: '제주시',
      latitude: 33.51,
      longitude: 126.49,
    }
    const as = await asAdminStaff(harness)
    const created = await expectOk(harness, 'http', api.createPharmacy, { body: fields }, as)
    const detail = await expectOk(harness, 'http', api.pharmacyDetail, { params: { id: created.id } }, as)
    expect(detail.fields).toMatchObject({ latitude: 33.51, longitude: 126.49 })
    const half = await send(harness, 'http', api.createPharmacy, { body: { ...fields, longitude: null } }, as)
    expect(half.status).toBe(400)
  })
})

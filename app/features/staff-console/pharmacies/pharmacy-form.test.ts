import { describe, expect, it } from 'vitest'
import { pharmacyFieldsOf, pharmacyFormOf, pharmacyProblems } from './pharmacy-form'

const filled = {
  ...pharmacyFormOf(undefined),
  name: { ...pharmacyFormOf(undefined).name, 'ko-KR': '새약국' },
  address: { ...pharmacyFormOf(undefined).address, 'ko-KR': '서울특별시 중구 1' },
  phone: '02-123-4567',
  siNm: '서울특별시',
  sggNm: '중구',
}

describe('the pharmacy form', () => {
  it('takes a pharmacy with Korean alone and no subway', () => {
    expect(pharmacyProblems(filled)).toEqual({ name: {}, address: {}, plain: {} })
  })

  it('wants the Korean name, a telephone number and all three subway fields or none', () => {
    const problems = pharmacyProblems({
      ...filled,
      name: { ...filled.name, 'ko-KR': '  ', 'en-US': 'x'.repeat(101) },
      phone: '2345678',
      subwayLine: '2호선',
    })
    expect(problems.name).toEqual({ 'ko-KR': 'required', 'en-US': 'too_long' })
    expect(problems.plain).toEqual({ phone: 'phone_format', subwayName: 'subway_incomplete' })
  })

  it('names a text the API would refuse at its field and language, before its other problems', () => {
    const problems = pharmacyProblems({
      ...filled,
      name: { ...filled.name, 'ja-JP': '薬局\uffff' },
      phone: '02-123\u0000-4567',
      sggNm: '중\t구',
    })
    expect(problems.name).toEqual({ 'ja-JP': 'unkeepable' })
    expect(problems.plain).toEqual({ phone: 'unkeepable', sggNm: 'line_break' })
  })

  it('wants a province and district of the reference list, short forms and all', () => {
    expect(pharmacyProblems({ ...filled, siNm: '서울', sggNm: '중구' }).plain).toEqual({})
    expect(pharmacyProblems({ ...filled, siNm: '서울특별도', sggNm: '중구' }).plain).toEqual({ siNm: 'unknown_province' })
    expect(pharmacyProblems({ ...filled, siNm: '경기', sggNm: '중구' }).plain).toEqual({ sggNm: 'unknown_district' })
  })

  it('takes a place in Korea in degrees, both or neither, and sends it as numbers', () => {
    const placed = { ...filled, latitude: '37.5172', longitude: '127,0473' }
    expect(pharmacyProblems(placed).plain).toEqual({})
    expect(pharmacyFieldsOf(placed)).toMatchObject({ latitude: 37.5172, longitude: 127.0473 })
    expect(pharmacyFieldsOf(filled)).toMatchObject({ latitude: null, longitude: null })
    expect(pharmacyProblems({ ...filled, latitude: '127.05', longitude: '37.5' }).plain).toEqual({
      latitude: 'coordinate_invalid',
      longitude: 'coordinate_invalid',
    })
    expect(pharmacyProblems({ ...filled, latitude: '북위 37' }).plain).toEqual({
      latitude: 'coordinate_invalid',
      longitude: 'coordinates_incomplete',
    })
  })
})

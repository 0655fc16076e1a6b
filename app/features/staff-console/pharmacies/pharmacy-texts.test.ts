import { describe, expect, it } from 'vitest'
import { fieldDiffs } from '../content/revision-diff'
import { pharmacyFormOf } from './pharmacy-form'
import { pharmacyTexts } from './pharmacy-texts'

const products = [
  { id: 1, name: '락토핏' },
  { id: 2, name: '바이오틱스' },
  { id: 3, name: '프로틴' },
]
const stored = pharmacyFormOf({
  name: { 'ko-KR': '동시편집약국' },
  address: { 'ko-KR': '서울특별시 중구 세종대로 110' },
  phone: '02-120-2222',
  siNm: '서울특별시',
  sggNm: '중구',
  subwayArea: null,
  subwayLine: null,
  subwayName: null,
  latitude: null,
  longitude: null,
  productIds: [3, 1],
})

describe("a pharmacy's texts for a stale save's comparison", () => {
  it('names the products in catalogue order, and one no longer offered by its number', () => {
    const listed = pharmacyTexts({ ...stored, productIds: [3, 9, 1] }, products).find((text) => text.field === 'productIds')
    expect(listed?.text).toBe('락토핏, 프로틴, #9')
  })

  it("tells a changed telephone number and product from the other editor's", () => {
    const mine = { ...stored, phone: '02-120-1111', productIds: [1, 2, 3] }
    const diffs = fieldDiffs(pharmacyTexts(stored, products), pharmacyTexts(mine, products))
    expect(diffs.map((diff) => [diff.field, diff.before, diff.after])).toEqual([
      ['phone', '02-120-2222', '02-120-1111'],
      ['productIds', '락토핏, 프로틴', '락토핏, 바이오틱스, 프로틴'],
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { koreanRegions } from './korean-region-list'
import { districtsOf, officialDistrict, officialProvince } from './korean-regions'

describe("Korea's reference list of provinces and districts", () => {
  it('holds the 17 first-level divisions and their 229 cities, counties and districts', () => {
    expect(Object.keys(koreanRegions)).toHaveLength(17)
    // The 226 self-governing ones of 2025 and Jeju's two cities, with Incheon as reorganized on 2026-07-01 (one more):
    // its former 중구 and 동구, still accepted, are not counted.
    const districts = Object.entries(koreanRegions).flatMap(([province, list]) =>
      province === '세종특별자치시' ? [] : list.filter((name) => !(province === '인천광역시' && ['중구', '동구'].includes(name))),
    )
    expect(districts).toHaveLength(229)
  })

  it('writes out the short forms people use, and knows no other province', () => {
    expect(officialProvince('서울')).toBe('서울특별시')
    expect(officialProvince('서울시')).toBe('서울특별시')
    expect(officialProvince(' 경기 ')).toBe('경기도')
    expect(officialProvince('전라북도')).toBe('전북특별자치도')
    expect(officialProvince('강원도')).toBe('강원특별자치도')
    expect(officialProvince('세종시')).toBe('세종특별자치시')
    expect(officialProvince('서울특별도')).toBeUndefined()
    expect(officialProvince('')).toBeUndefined()
  })

  it("finds a district in its province only, a city's district with or without the city", () => {
    expect(officialDistrict('서울', '중구')).toBe('중구')
    expect(officialDistrict('부산광역시', '강남구')).toBeUndefined()
    expect(officialDistrict('경기도', '분당구')).toBe('성남시 분당구')
    expect(officialDistrict('경기도', '성남시분당구')).toBe('성남시 분당구')
    expect(officialDistrict('경기도', '성남시')).toBe('성남시')
    expect(officialDistrict('경북', '남구')).toBe('포항시 남구')
    expect(officialDistrict('세종', '세종시')).toBe('세종특별자치시')
    expect(officialDistrict('없는도', '강남구')).toBeUndefined()
    expect(districtsOf('경기')).toContain('화성시 동탄구')
    expect(districtsOf('없는도')).toEqual([])
  })
})

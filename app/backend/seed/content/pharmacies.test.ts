import { describe, expect, it } from 'vitest'
import { officialDistrict, officialProvince } from '~/api/contract/korean-regions'
import { pharmacies } from './pharmacies'

describe('the seeded pharmacies', () => {
  it('sit in provinces and districts of the reference list, under their official names', () => {
    const places = new Set(pharmacies.map((pharmacy) => `${pharmacy.siNm}/${pharmacy.sggNm}`))
    const unofficial = [...places].filter((place) => {
      const [province = '', district = ''] = place.split('/')
      return officialProvince(province) !== province || officialDistrict(province, district) !== district
    })
    expect(unofficial).toEqual([])
  })
})

describe('the demo pharmacies’ phone numbers', () => {
  it('cannot belong to anyone: an area code, then an exchange starting with 0, which no subscriber number does (decision 124)', () => {
    const assignable = pharmacies.map((pharmacy) => pharmacy.phone).filter((phone) => !/^0\d{1,2}-0\d{2,3}-\d{4}$/.test(phone))
    expect(assignable).toEqual([])
    expect(new Set(pharmacies.map((pharmacy) => pharmacy.phone)).size).toBe(pharmacies.length)
  })
})

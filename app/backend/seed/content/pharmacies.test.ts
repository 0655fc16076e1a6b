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

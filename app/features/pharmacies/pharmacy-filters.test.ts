import { describe, expect, it } from 'vitest'
import { consistentSearch, pharmacyQuery } from './pharmacy-filters'

const options = {
  regions: [
    {
      siNm: '서울특별시',
      name: 'Seoul',
      districts: [
        { sggNm: '강남구', name: 'Gangnam-gu' },
        { sggNm: '마포구', name: 'Mapo-gu' },
      ],
    },
    { siNm: '부산광역시', name: 'Busan', districts: [{ sggNm: '해운대구', name: 'Haeundae-gu' }] },
  ],
  subways: [
    {
      area: '수도권',
      name: 'Seoul Metropolitan Area',
      lines: [
        {
          line: '2호선',
          name: 'Line 2',
          stations: [
            { station: '강남', name: 'Gangnam' },
            { station: '홍대입구', name: 'Hongik Univ.' },
          ],
        },
      ],
    },
  ],
  productIds: [3, 5],
}

describe('consistentSearch', () => {
  it('keeps a consistent chain of choices', () => {
    const search = {
      siNm: '서울특별시',
      sggNm: '강남구',
      subwayArea: '수도권',
      subwayLine: '2호선',
      subwayName: '강남',
      product: 5,
    }
    expect(consistentSearch(search, options)).toEqual(search)
  })
  it('drops a district of another province and a station of another line', () => {
    const result = consistentSearch(
      { siNm: '부산광역시', sggNm: '강남구', subwayArea: '수도권', subwayLine: '9호선', subwayName: '강남' },
      options,
    )
    expect(result).toMatchObject({
      siNm: '부산광역시',
      sggNm: undefined,
      subwayArea: '수도권',
      subwayLine: undefined,
      subwayName: undefined,
    })
  })
  it('drops a district without a province and a product no pharmacy stocks', () => {
    expect(consistentSearch({ sggNm: '강남구', product: 99 }, options)).toMatchObject({
      siNm: undefined,
      sggNm: undefined,
      product: undefined,
    })
  })
  it('keeps the free text and the page', () => {
    expect(consistentSearch({ query: '온누리', page: 3 }, options)).toMatchObject({ query: '온누리', page: 3 })
  })
})

describe('pharmacyQuery', () => {
  it('asks the API for the first page by default, with the product as idProduct', () => {
    expect(pharmacyQuery({ product: 5 })).toMatchObject({ page: 1, size: 10, idProduct: 5 })
  })
})

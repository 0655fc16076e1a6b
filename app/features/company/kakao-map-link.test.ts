import { describe, expect, it } from 'vitest'
import { kakaoMapLink } from './kakao-map-link'

describe('kakaoMapLink', () => {
  it('pins the coordinates under the name, without the commas that separate the link parts', () => {
    const url = kakaoMapLink({ label: 'Cellactis Co., Ltd.', address: 'x', location: { lat: 37.40218, lng: 127.10871 } })
    expect(url).toBe('https://map.kakao.com/link/map/Cellactis%20Co.%20Ltd.,37.40218,127.10871')
    const [name, lat, lng] = decodeURIComponent(new URL(url).pathname.replace('/link/map/', '')).split(',')
    expect({ name, lat: Number(lat), lng: Number(lng) }).toEqual({ name: 'Cellactis Co. Ltd.', lat: 37.40218, lng: 127.10871 })
  })

  it('encodes a Korean name', () => {
    const url = kakaoMapLink({ label: '주식회사 셀락티스', address: 'x', location: { lat: 37.5, lng: 127 } })
    expect(new URL(url).host).toBe('map.kakao.com')
    expect(decodeURIComponent(url)).toBe('https://map.kakao.com/link/map/주식회사 셀락티스,37.5,127')
  })

  it('searches for the address when the coordinates are unknown', () => {
    const address = '경기도 성남시 분당구 판교로 289번길 20, 3동 5층 (삼평동)'
    const url = kakaoMapLink({ label: 'Cellactis', address })
    expect(url.startsWith('https://map.kakao.com/link/search/')).toBe(true)
    expect(decodeURIComponent(url.slice('https://map.kakao.com/link/search/'.length))).toBe(address)
  })

  it('cannot be turned into another path or host by the address', () => {
    const url = new URL(kakaoMapLink({ label: 'x', address: '../../evil?x=1#y' }))
    expect(url.host).toBe('map.kakao.com')
    expect(url.pathname.startsWith('/link/search/')).toBe(true)
    expect(url.search).toBe('')
    expect(url.hash).toBe('')
  })

  it('ignores coordinates that are not numbers', () => {
    expect(kakaoMapLink({ label: 'x', address: 'a', location: { lat: Number.NaN, lng: 1 } })).toContain('/link/search/')
  })
})

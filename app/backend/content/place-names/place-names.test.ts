import { describe, expect, it } from 'vitest'
import { koreanRegions } from '~/api/contract/korean-region-list'
import { placeName } from './place-names'

describe('placeName', () => {
  it('names a city’s numbered line with the city', () => {
    expect(placeName('line', '부산 2호선', 'en-US')).toBe('Busan Line 2')
    expect(placeName('line', '부산 2호선', 'ja-JP')).toBe('釜山2号線')
    expect(placeName('line', '대구 3호선', 'zh-TW')).toBe('大邱3號線')
  })
  it('romanizes a place the table does not know, in every language but Korean', () => {
    expect(placeName('district', '세종시 한솔동', 'ja-JP')).toBe('Sejong-si Hansoldong')
    expect(placeName('station', '없는역', 'ko-KR')).toBe('없는역')
  })
  it('names every province of the reference list from its table, in every script', () => {
    for (const province of Object.keys(koreanRegions)) {
      expect(placeName('province', province, 'ja-JP'), province).not.toMatch(/[A-Za-z]/)
    }
  })
})

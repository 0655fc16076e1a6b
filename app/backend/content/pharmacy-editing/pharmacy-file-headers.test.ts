import { describe, expect, it } from 'vitest'
import { pharmacyFileColumns } from '~/api/contract/pharmacy-file-columns'
import { columnOfHeader } from './pharmacy-file-headers'

describe('the pharmacy file headers', () => {
  it('read back every column the export writes, in Korean and in English', () => {
    for (const column of pharmacyFileColumns) {
      expect(columnOfHeader(column.header.ko)?.key).toBe(column.key)
      expect(columnOfHeader(column.header.en)?.key).toBe(column.key)
    }
  })

  it('take the spellings lists use, whatever the spacing, case and punctuation', () => {
    const spellings: [string, string][] = [
      ['시·도', 'siNm'],
      ['SI_NM', 'siNm'],
      ['시/군/구', 'sggNm'],
      [' 연락처 ', 'phone'],
      ['상호명', 'name'],
      ['Name (English)', 'name:en-US'],
      ['약국명(영문)', 'name:en-US'],
      ['주소 [日本語]', 'address:ja-JP'],
      ['역명', 'subwayName'],
      ['취급제품', 'products'],
    ]
    for (const [spelling, key] of spellings) expect(columnOfHeader(spelling)?.key, spelling).toBe(key)
    expect(columnOfHeader('비고')).toBeUndefined()
  })
})

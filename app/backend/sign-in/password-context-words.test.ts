import { describe, expect, it } from 'vitest'
import { containsContextWord, siteContextWords, wordsOf } from './password-context-words'

const words = siteContextWords({
  names: ['Cellactis', '주식회사 셀락티스', 'Cellactis Co., Ltd.', '株式会社セルラクティス'],
  siteUrl: 'https://www.cellactis.co.kr',
})

describe('the words a password may not hold', () => {
  it('are the names without their legal forms, the host name and the subject', () => {
    expect(words).toEqual(expect.arrayContaining(['cellactis', '셀락티스', 'セルラクティス', 'postbiotic', '유산균']))
    for (const generic of ['주식회사', 'co', 'ltd', 'www', 'kr']) expect(words).not.toContain(generic)
  })

  it('take no number of a site served at an address: a password may hold 127 or 2001', () => {
    for (const siteUrl of ['http://127.0.0.1:3100', 'http://[2001:db8::1]:8080']) {
      const atAddress = siteContextWords({ names: ['Cellactis'], siteUrl })
      expect(atAddress).toContain('cellactis')
      expect(containsContextWord('pw-mig127xz-long', atAddress)).toBe(false)
      expect(containsContextWord('pw-2001db8-long', atAddress)).toBe(false)
    }
  })

  it('keep short Latin words out, and two-character Hangul names in', () => {
    expect(wordsOf('Jo Kim 김도윤 Doyun')).toEqual(['김도윤', 'doyun'])
  })
})

describe('a password holding one', () => {
  it.each([
    'Cellactis2026!',
    'my-CELLACTIS-pw',
    '셀락티스1234',
    'tpffkrxltm1234', // 셀락티스 typed with the Korean input off
    'ㅔㅐㄴ슈ㅑㅐ샻1!', // postbiotic typed with the Korean input on
    'i-love-probiotics',
  ])('refuses %s', (password) => {
    expect(containsContextWord(password, words)).toBe(true)
  })

  it.each(['correct horse battery staple', 'tjdnfdms-qkfkadl-9'])('lets %s through', (password) => {
    expect(containsContextWord(password, words)).toBe(false)
  })

  it("finds the member's own name, in Hangul or as its keys", () => {
    const name = wordsOf('홍길동')
    expect(containsContextWord('홍길동만세!!', name)).toBe(true)
    expect(containsContextWord('ghdrlfehd2026', name)).toBe(true)
    expect(containsContextWord('a-long-enough-password', name)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { hangulKeystrokes } from './hangul-keystrokes'

describe('Hangul as typed on the 2-set layout', () => {
  it('gives the Latin keys of whole syllables, compound vowels and double finals included', () => {
    expect(hangulKeystrokes('안녕하세요')).toBe('dkssudgktpdy')
    expect(hangulKeystrokes('사랑해')).toBe('tkfkdgo')
    expect(hangulKeystrokes('왜')).toBe('dho')
    expect(hangulKeystrokes('닭')).toBe('ekfr')
    expect(hangulKeystrokes('없다')).toBe('djqtek')
    expect(hangulKeystrokes('빠르다')).toBe('Qkfmek')
  })

  it('gives the keys of single letters, as typed with the Korean input left on, and keeps everything else', () => {
    expect(hangulKeystrokes('ㅂㅈㄷㄱ1234')).toBe('qwer1234')
    expect(hangulKeystrokes('1ㅂ2ㅈ3ㄷ4ㄱ')).toBe('1q2w3e4r')
    expect(hangulKeystrokes('password!')).toBe('password!')
    expect(hangulKeystrokes('')).toBe('')
  })
})

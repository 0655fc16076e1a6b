import { describe, expect, it } from 'vitest'
import { josaAfter } from './korean-josa'

describe('josaAfter', () => {
  it('picks the particle by the last syllable: after a consonant, after a vowel, and 으로/로 after ㄹ', () => {
    expect(josaAfter('유산균', '이/가')).toBe('이')
    expect(josaAfter('카카오', '이/가')).toBe('가')
    expect(josaAfter('신규', '으로/로')).toBe('로')
    expect(josaAfter('처리 중', '으로/로')).toBe('으로')
    expect(josaAfter('발송 완료', '으로/로')).toBe('로')
    expect(josaAfter('서울', '으로/로')).toBe('로')
    expect(josaAfter('현미경 사진', '와/과')).toBe('과')
    expect(josaAfter('로고', '은/는')).toBe('는')
  })

  it('reads a word to its last letter or digit, past closing quotes and brackets', () => {
    expect(josaAfter('‘유산균’', '을/를')).toBe('을')
    expect(josaAfter('연구소 (본관)', '이/가')).toBe('이')
    expect(josaAfter('제품.', '은/는')).toBe('은')
  })

  it('reads a number by its last digit', () => {
    expect(josaAfter('2', '이/가')).toBe('가')
    expect(josaAfter('3', '을/를')).toBe('을')
    expect(josaAfter('10', '이/가')).toBe('이')
    expect(josaAfter('010-1234-5678', '으로/로')).toBe('로')
    expect(josaAfter('031-789-1230', '으로/로')).toBe('으로')
    expect(josaAfter('02-555-0199', '으로/로')).toBe('로')
  })

  it('takes the form after a vowel for a word in another script', () => {
    expect(josaAfter('Cellactis', '이/가')).toBe('가')
    expect(josaAfter('photo.jpg', '을/를')).toBe('를')
  })
})

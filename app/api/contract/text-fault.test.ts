import { describe, expect, it } from 'vitest'
import { textFault } from './text-fault'

describe('the rule of every text', () => {
  it('takes every printable character of every language, emoji and their joiners among them', () => {
    expect(textFault('첫 줄 — 益生菌 ポストバイオティクス 🙂 👩‍🔬 café')).toBeUndefined()
  })

  it.each([
    ['NUL', 'a\u0000b'],
    ['a C0 control', 'a\u0001b'],
    ['an escape', '\u001b[31m'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate at the end', 'ab\udc00'],
    ['U+FFFE', 'a\ufffeb'],
    ['U+FFFF', 'title\uffff'],
    ['a noncharacter of the Arabic block', '\ufdd0'],
    ['the last code point of a plane', 'a\u{1ffff}'],
  ])('refuses %s in any field, of one line or several', (_label, text) => {
    expect(textFault(text)).toBe('unkeepable')
    expect(textFault(text, 'multi')).toBe('unkeepable')
  })

  it('takes line breaks and tabs where a field has several lines, and refuses them in a line', () => {
    for (const text of ['first\nsecond', 'first\r\nsecond', 'a\tb']) {
      expect(textFault(text, 'multi')).toBeUndefined()
      expect(textFault(text, 'single')).toBe('line_break')
    }
  })
})

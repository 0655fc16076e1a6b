import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { withoutUntypedControls } from './typed-text'

const typed = v.pipe(v.string(), withoutUntypedControls, v.trim())

describe('text a person typed', () => {
  it('loses the control characters nobody types, NUL and DEL among them', () => {
    expect(v.parse(typed, 'a\u0000b\u0001c\u0008d\u000be\u000cf\u001bg\u007fh')).toBe('abcdefgh')
  })

  it('keeps line breaks, tabs, and every printable character of every language', () => {
    const text = '첫 줄\r\n둘째\t줄 — 益生菌 ポストバイオティクス 🙂'
    expect(v.parse(typed, text)).toBe(text)
  })

  it('is trimmed after the controls are gone', () => {
    expect(v.parse(typed, '\u0000  질문  \u0007')).toBe('질문')
  })
})

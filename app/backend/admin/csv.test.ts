import { describe, expect, it } from 'vitest'
import { csvCell, csvDocument } from './csv'

describe('csv', () => {
  it('quotes every cell and doubles inner quotes, keeping commas and line breaks inside', () => {
    expect(csvCell('락토랩스, "주"')).toBe('"락토랩스, ""주"""')
    expect(csvCell('첫 줄\n둘째 줄')).toBe('"첫 줄\n둘째 줄"')
    expect(csvCell(null)).toBe('""')
    expect(csvCell(3)).toBe('"3"')
  })

  it.each(['=HYPERLINK("http://x")', '+1+2', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'shows %j as text, never a formula',
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true)
    },
  )

  it('writes an international phone number as a formula that only shows it, without the apostrophe', () => {
    expect(csvCell('+82 10-1234-5678')).toBe(`"=""+82 10-1234-5678"""`)
    expect(csvCell('+1 (415) 555.0100')).toBe(`"=""+1 (415) 555.0100"""`)
    // Anything else after the plus is no phone number: shown as text with the apostrophe.
    expect(csvCell('+82 10 cmd')).toBe(`"'+82 10 cmd"`)
    expect(csvCell('+82"&HYPERLINK("x")')).toBe(`"'+82""&HYPERLINK(""x"")"`)
    expect(csvCell('010-1234-5678')).toBe(`"010-1234-5678"`)
  })

  it('starts with a byte order mark and ends rows with CRLF', () => {
    expect(
      csvDocument([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('\uFEFF"a","b"\r\n"c","d"\r\n')
  })
})

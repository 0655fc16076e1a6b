import { describe, expect, it } from 'vitest'
import { searchParser, textParam, wholeNumberParam } from './search-params'

describe('search-param parsers', () => {
  const parse = searchParser({ page: wholeNumberParam(2, 100), query: textParam(5) })
  const parseAny = (search: object) => parse(search as Parameters<typeof parse>[0])

  it('keeps only the listed keys, and leaves out the ones the address lacks', () => {
    expect(parseAny({ page: 3, query: 'a', other: 'x' })).toStrictEqual({ page: 3, query: 'a' })
    expect(parseAny({})).toStrictEqual({})
    expect(parseAny({ page: 'x' })).toStrictEqual({ page: undefined })
  })
  it.each([1, 101, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, [3]])('drops the number %j', (page) => {
    expect(parseAny({ page }).page).toBeUndefined()
  })
  it('trims text and drops it when empty, too long or not text', () => {
    expect(parseAny({ query: '  ab ' }).query).toBe('ab')
    expect(parseAny({ query: '   ' }).query).toBeUndefined()
    expect(parseAny({ query: 'abcdef' }).query).toBeUndefined()
    expect(parseAny({ query: null }).query).toBeUndefined()
    expect(parseAny({ query: { a: 1 } }).query).toBeUndefined()
  })
  it('reads text the router took for a number or a boolean as it was typed (q=2026, q=true)', () => {
    expect(parseAny({ query: 2026 }).query).toBe('2026')
    expect(parseAny({ query: true }).query).toBe('true')
    expect(parseAny({ query: 123_456 }).query).toBeUndefined()
  })
  it.each(['\u0001', '\u007f', 'a\u0000b'])('drops text with a control character, which the API refuses: %j', (query) => {
    expect(parseAny({ query }).query).toBeUndefined()
  })
})

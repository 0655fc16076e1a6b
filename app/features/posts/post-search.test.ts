import { describe, expect, it } from 'vitest'
import { categorizedListSearch, knownCategory, pagedListSearch } from './post-search'

/** The router hands over whatever the address held. */
const parse = <Search>(parser: (search: Search) => unknown, search: object) => parser(search as Search)

describe('list search params', () => {
  it('keeps valid values', () => {
    expect(parse(categorizedListSearch, { page: 3, category: 2 })).toEqual({ page: 3, category: 2 })
  })
  it.each([
    [{}, { page: undefined, category: undefined }],
    [{ page: 1 }, { page: undefined, category: undefined }],
    [
      { page: 'abc', category: 'x' },
      { page: undefined, category: undefined },
    ],
    [
      { page: 0, category: -4 },
      { page: undefined, category: undefined },
    ],
    [
      { page: 2.5, category: 1.5 },
      { page: undefined, category: undefined },
    ],
    [{ page: 10 ** 12 }, { page: undefined, category: undefined }],
    [{ page: '<script>' }, { page: undefined, category: undefined }],
  ])('falls back for %j', (input, expected) => {
    expect(parse(categorizedListSearch, input)).toEqual(expected)
  })
  it('pages lists without categories', () => {
    expect(parse(pagedListSearch, { page: 'two' })).toEqual({ page: undefined })
    expect(parse(pagedListSearch, { page: 3 })).toEqual({ page: 3 })
  })
})

describe('knownCategory', () => {
  const categories = [
    { id: 1, name: 'Company' },
    { id: 2, name: 'Research' },
  ]
  it('keeps a category of the list and drops any other', () => {
    expect(knownCategory(categories, 2)).toBe(2)
    expect(knownCategory(categories, 9)).toBeUndefined()
    expect(knownCategory(categories, undefined)).toBeUndefined()
  })
})

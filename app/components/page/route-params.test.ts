import { describe, expect, it } from 'vitest'
import { requireNumericId } from './route-params'

describe('a detail page id', () => {
  it('is a positive whole number up to the API limit', () => {
    expect(requireNumericId('34')).toBe(34)
    expect(requireNumericId('999999999')).toBe(999_999_999)
  })

  it('answers not-found for anything else, including ids the API would refuse', () => {
    for (const id of ['0', '034', '-1', '1.5', 'abc', '1000000000', '999999999999']) {
      expect(() => requireNumericId(id), id).toThrow()
    }
  })
})

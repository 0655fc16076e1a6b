import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { redirectPastTheEnd } from './past-the-end'

function target(searchStr: string, list: { page: number; size: number; total: number }): string | undefined {
  try {
    redirectPastTheEnd({ pathname: '/news', searchStr }, list)
    return undefined
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown
    return thrown.options.href
  }
}

describe('a page number past the end of a list', () => {
  it('goes to the last page, keeping the language and the filters', () => {
    expect(target('?lang=en-US&category=2&page=99', { page: 99, size: 10, total: 34 })).toBe('/news?lang=en-US&category=2&page=4')
  })
  it('goes to the first page without a page number when the list fits on one', () => {
    expect(target('?lang=ko-KR&page=3', { page: 3, size: 10, total: 7 })).toBe('/news?lang=ko-KR')
  })
  it('stays on a page within the list, and on an empty list', () => {
    expect(target('?lang=en-US&page=4', { page: 4, size: 10, total: 34 })).toBeUndefined()
    expect(target('?lang=en-US&page=2', { page: 2, size: 10, total: 0 })).toBeUndefined()
  })
})

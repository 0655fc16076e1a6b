import { describe, expect, it } from 'vitest'
import { lastPage, pageWindow } from './pagination-window'

describe('pageWindow', () => {
  it('centres the current page when it can', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7])
  })
  it('stays within the first and last page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
  })
  it('shows one page for an empty or single-page list', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 0)).toEqual([1])
  })
})

describe('lastPage', () => {
  it('counts whole pages, at least one', () => {
    expect(lastPage(34, 9)).toBe(4)
    expect(lastPage(36, 9)).toBe(4)
    expect(lastPage(0, 9)).toBe(1)
  })
})

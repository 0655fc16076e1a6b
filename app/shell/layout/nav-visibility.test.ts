import { describe, expect, it } from 'vitest'
import { initialNavScrollState, type NavScrollState, nextNavScrollState } from './nav-visibility'

const scrollThrough = (positions: number[]): NavScrollState =>
  positions.reduce((state, y) => nextNavScrollState(state, y), initialNavScrollState)

describe('nextNavScrollState', () => {
  it('stays visible while scrolling down within the first 80 px', () => {
    expect(scrollThrough([20, 50, 80]).hidden).toBe(false)
  })
  it('hides when scrolling down beyond 80 px', () => {
    expect(scrollThrough([50, 81]).hidden).toBe(true)
    expect(scrollThrough([100, 400, 900]).hidden).toBe(true)
  })
  it('reappears on any scroll up', () => {
    expect(scrollThrough([100, 900, 850]).hidden).toBe(false)
  })
  it('stays as it was when the position does not change', () => {
    expect(scrollThrough([100, 900, 900]).hidden).toBe(true)
  })
  it('is transparent-eligible only at the very top', () => {
    expect(scrollThrough([0]).atTop).toBe(true)
    expect(scrollThrough([200, 0]).atTop).toBe(true)
    expect(scrollThrough([30]).atTop).toBe(false)
  })
  it('treats elastic overscroll above the top as the top', () => {
    expect(scrollThrough([-40])).toMatchObject({ hidden: false, atTop: true, lastY: 0 })
  })
})

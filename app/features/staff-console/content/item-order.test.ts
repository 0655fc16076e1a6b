import { describe, expect, it } from 'vitest'
import type { OrderItem } from './content-types'
import { groupOf, itemDate, moved, outOfDateOrder, positionOf } from './item-order'

describe('an order of items', () => {
  it('moves one item to another place and keeps the others’ order', () => {
    expect(moved([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3])
    expect(moved([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4])
    expect(moved([1, 2, 3], 2, 9)).toEqual([1, 2, 3])
  })

  it('says an item’s place from 1, as a screen reader announces it', () => {
    expect(positionOf([5, 8, 13], 13)).toBe(3)
    expect(positionOf([5, 8, 13], 99)).toBe(0)
  })

  it('orders FAQ questions within their category only', () => {
    const item = (id: number, group: number) => ({ id, group }) as OrderItem
    const items = [item(1, 10), item(2, 11), item(3, 10)]
    expect(groupOf(items, 10).map((entry) => entry.id)).toEqual([1, 3])
    expect(groupOf(items, undefined)).toHaveLength(3)
  })

  it('finds the first event out of date order, either way the list runs', () => {
    const event = (id: number, date?: string) => ({ id, date }) as OrderItem
    const newestFirst = [event(1, '2024-03'), event(2, '2021-11'), event(3), event(4, '2019-01')]
    expect(outOfDateOrder(newestFirst)).toBeUndefined()
    expect(outOfDateOrder([...newestFirst].reverse())).toBeUndefined()
    const misplaced = outOfDateOrder([event(1, '2024-03'), event(2, '2019-01'), event(3, '2021-11'), event(4, '2018-05')])
    expect([misplaced?.previous.id, misplaced?.item.id]).toEqual([2, 3])
    expect(outOfDateOrder([event(1), event(2)])).toBeUndefined()
    expect(itemDate(event(1, '2024-03'), 'ko-KR')).toBe('2024년 3월')
    expect(itemDate(event(1, '2024-03'), 'en-US')).toBe('March 2024')
    expect(itemDate(event(1), 'en-US')).toBeUndefined()
  })
})

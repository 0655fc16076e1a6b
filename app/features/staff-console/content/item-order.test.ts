import { describe, expect, it } from 'vitest'
import type { OrderItem } from './content-types'
import { groupOf, moved, positionOf } from './item-order'
import { siteContentAddressOf, siteContentPath } from './site-content-address'

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
})

describe('the site content section’s addresses', () => {
  it('opens a kind’s list, a new item, an item, or the order of an ordered kind', () => {
    expect(siteContentAddressOf([])).toEqual({ view: 'list', kind: 'products-material' })
    expect(siteContentAddressOf(['clients', 'order'])).toEqual({ view: 'order', kind: 'clients' })
    expect(siteContentAddressOf(['faq-entries', '3'])).toEqual({ view: 'item', kind: 'faq-entries', id: 3 })
    expect(siteContentPath('clients', 'new')).toBe('site-content/clients/new')
  })

  it('has no order page for openings, which are listed by closing day', () => {
    expect(siteContentAddressOf(['recruits', 'order'])).toBeUndefined()
    expect(siteContentAddressOf(['pharmacies'])).toBeUndefined()
  })
})

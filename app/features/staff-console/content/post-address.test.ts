import { describe, expect, it } from 'vitest'
import { listQueryOf } from './list-search'
import { postAddressOf, postPath } from './post-address'

describe('the posts section’s addresses', () => {
  it('opens a type’s list, a new item, an item or the categories', () => {
    expect(postAddressOf([])).toEqual({ view: 'list', kind: 'news' })
    expect(postAddressOf(['patent'])).toEqual({ view: 'list', kind: 'patent' })
    expect(postAddressOf(['news', 'new'])).toEqual({ view: 'new', kind: 'news' })
    expect(postAddressOf(['thesis', '12'])).toEqual({ view: 'item', kind: 'thesis', id: 12 })
    expect(postAddressOf(['categories'])).toEqual({ view: 'categories' })
    expect(postPath('press', 4)).toBe('posts/press/4')
  })
  it('is no page for anything else', () => {
    expect(postAddressOf(['blog'])).toBeUndefined()
    expect(postAddressOf(['news', '0'])).toBeUndefined()
    expect(postAddressOf(['news', '12', 'x'])).toBeUndefined()
    expect(postAddressOf(['news', 'order'])).toBeUndefined()
    expect(postAddressOf(['categories', '1'])).toBeUndefined()
  })
  it('reads the list’s filters from the address and leaves out what it does not know', () => {
    expect(listQueryOf({ state: 'scheduled', missing: 'en-US', q: ' 연구 ', page: 2 })).toEqual({
      state: 'scheduled',
      missing: 'en-US',
      q: '연구',
      page: 2,
      size: 20,
    })
    expect(listQueryOf({ state: 'gone', missing: 'fr-FR' })).toEqual({ state: 'all', page: 1, size: 20 })
  })
})

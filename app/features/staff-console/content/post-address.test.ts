import { describe, expect, it } from 'vitest'
import { postAddressOf, postPath } from './post-address'
import { postQueryOf } from './post-search'

describe('the posts section’s addresses', () => {
  it('opens a type’s list, a new item or an item', () => {
    expect(postAddressOf([])).toEqual({ view: 'list', type: 'news' })
    expect(postAddressOf(['patent'])).toEqual({ view: 'list', type: 'patent' })
    expect(postAddressOf(['news', 'new'])).toEqual({ view: 'new', type: 'news' })
    expect(postAddressOf(['thesis', '12'])).toEqual({ view: 'item', type: 'thesis', id: 12 })
    expect(postPath('press', 4)).toBe('posts/press/4')
  })
  it('is no page for anything else', () => {
    expect(postAddressOf(['blog'])).toBeUndefined()
    expect(postAddressOf(['news', '0'])).toBeUndefined()
    expect(postAddressOf(['news', '12', 'x'])).toBeUndefined()
  })
  it('reads the list’s filters from the address and leaves out what it does not know', () => {
    expect(postQueryOf({ state: 'scheduled', missing: 'en-US', q: ' 연구 ', page: 2 })).toEqual({
      state: 'scheduled',
      missing: 'en-US',
      q: '연구',
      page: 2,
      size: 20,
    })
    expect(postQueryOf({ state: 'gone', missing: 'fr-FR' })).toEqual({ state: 'all', page: 1, size: 20 })
  })
})

import { describe, expect, it } from 'vitest'
import type { ViewAddress } from './console-addresses'
import { addressToChange, withSearch } from './use-console-search'

const shown: ViewAddress<'inquiries', 'list'> = { section: 'inquiries', view: 'list', search: {} }

describe('a change of a console list query', () => {
  it('applies to the filter applied a moment ago, whose list is still loading, and keeps it', () => {
    const latest = { pathname: '/admin/inquiries', search: { q: 'hanbit', language: 'ko-KR', lang: 'ko-KR' } }
    const sorted = withSearch(addressToChange(shown, latest), { sort: 'category' })
    expect(sorted).toEqual({ section: 'inquiries', view: 'list', search: { q: 'hanbit', language: 'ko-KR', sort: 'category' } })
  })

  it('applies to the page shown when the router is on its way to another view', () => {
    expect(addressToChange(shown, { pathname: '/admin/inquiries/Q-20261121-7K3M9P', search: {} })).toBe(shown)
    expect(addressToChange(shown, { pathname: '/admin/questions', search: { status: 'waiting' } })).toBe(shown)
    expect(addressToChange(shown, { pathname: '/news', search: {} })).toBe(shown)
  })
})

import { describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { asksToRetire, type RedirectForm, redirectProblems } from './redirect-form'

const form = (fields: Partial<RedirectForm>): RedirectForm => ({
  from: '/old',
  to: '/news',
  status: 301,
  offSite: false,
  ...fields,
})

describe('the redirect form’s refusals', () => {
  it('name the site’s own page an old address is, however spelled, and say what to enter instead', () => {
    for (const locale of ['ko-KR', 'en-US'] as const) {
      overwriteGetLocale(() => locale)
      for (const [from, page] of [
        ['/LOGIN', '/login'],
        ['/password/reset/', '/password/reset'],
        ['/%6Dypage', '/mypage'],
      ] as const) {
        expect(redirectProblems(form({ from })).from, `${from} in ${locale}`).toBe(m.admin_redirect_from_own_page({ page }))
      }
      expect(redirectProblems(form({ from: '/favicon.ico' })).from).toBe(m.admin_redirect_from_own_file())
    }
    overwriteGetLocale(() => 'en-US')
    expect(m.admin_redirect_from_own_page({ page: '/login' })).toMatch(
      /site's own pages \(\/login\).*Enter an address only the previous site used/,
    )
  })

  it('send visitors to another site only when the editor ticks it, and never to one a path hides', () => {
    overwriteGetLocale(() => 'en-US')
    expect(redirectProblems(form({ to: 'https://evil.example/login' })).to).toBe(m.admin_redirect_to_off_site())
    expect(redirectProblems(form({ to: 'https://shop.example/', offSite: true }))).toEqual({})
    for (const to of ['/.//evil.example', '/%2e//evil.example', '/x/..//evil.example']) {
      expect(redirectProblems(form({ to, offSite: true })).to, to).toBe(m.admin_redirect_to_invalid())
    }
  })
})

describe('the page of an item', () => {
  it('is asked about before it is redirected, unless it is the old address the redirect kept already', () => {
    expect(redirectProblems(form({ from: '/news/12' }))).toEqual({})
    expect(asksToRetire(form({ from: '/news/12' }), undefined)).toBe(true)
    expect(asksToRetire(form({ from: '/Research/Patent/3/' }), undefined)).toBe(true)
    expect(asksToRetire(form({ from: '/old' }), undefined)).toBe(false)
    const kept = { id: 1, from: '/news/12', to: '/news', status: 302, hits: 0, lastHitAt: null, version: 1 } as const
    const summary = { ...kept, updatedAt: '2026-11-29T00:00:00.000Z', updatedBy: null, livePage: null }
    expect(asksToRetire(form({ from: '/news/12' }), summary)).toBe(false)
    expect(asksToRetire(form({ from: '/news/13' }), summary)).toBe(true)
  })
})

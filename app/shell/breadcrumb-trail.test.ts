import { describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { breadcrumbTrail } from './breadcrumb-trail'

const root = { pathname: '/', staticData: {} }

describe('breadcrumbTrail', () => {
  it('is home, section, parent list and the page, named by what its loader found', () => {
    const detail = {
      pathname: '/news/3',
      staticData: { crumb: () => 'Article', section: () => 'PR', parent: { label: () => 'News', to: '/news' } },
      loaderData: { crumb: 'New strain' },
    }
    expect(breadcrumbTrail([root, detail])).toEqual([
      { label: m.nav_home(), to: '/' },
      { label: 'PR' },
      { label: 'News', to: '/news' },
      { label: 'New strain' },
    ])
  })
  it('is the page alone on home, and empty where no route names the page', () => {
    expect(breadcrumbTrail([{ pathname: '/', staticData: { crumb: () => 'Home' } }])).toEqual([{ label: 'Home' }])
    expect(breadcrumbTrail([root])).toEqual([])
  })
  it('is home and the not-found text where the router found no page, whatever the route would have named', () => {
    const detail = { pathname: '/news/abc', staticData: { crumb: () => 'Article' }, status: 'notFound' }
    const notFound = [{ label: m.nav_home(), to: '/' }, { label: m.error_not_found() }]
    expect(breadcrumbTrail([root, detail])).toEqual(notFound)
    expect(breadcrumbTrail([{ ...root, _notFound: true }])).toEqual(notFound)
  })
})

import { describe, expect, it } from 'vitest'
import { requestKind, routeLabel } from './route-label'

describe('the metrics’ route labels', () => {
  it('name a route once however many items it shows', () => {
    expect(routeLabel('/news/34', 200)).toBe('/news/:id')
    expect(routeLabel('/api/v1/admin/inquiries/Q-20261121-AB12', 200)).toBe('/api/v1/admin/inquiries/:id')
    expect(routeLabel('/_serverFn/3f9a0c', 200)).toBe('/_serverFn/:id')
    expect(routeLabel('/', 200)).toBe('/')
  })

  it('never make a series of an address nothing answered', () => {
    expect(routeLabel('/wp-admin/setup-config.php', 404)).toBe('(unmatched)')
    expect(routeLabel('/api/v1/news', 405)).toBe('(unmatched)')
    expect(routeLabel('/a/b/c/d/e/f/g', 200)).toBe('(unmatched)')
  })

  it('tell pages, server functions and the API apart', () => {
    expect(requestKind('/company/vision')).toBe('page')
    expect(requestKind('/_serverFn/abc')).toBe('server-function')
    expect(requestKind('/api/v1/post/news')).toBe('api')
    expect(requestKind('/api/health')).toBe('other')
  })
})

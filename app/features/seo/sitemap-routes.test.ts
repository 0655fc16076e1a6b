import { describe, expect, it } from 'vitest'
import { detailPath, detailRoutes, listedPaths } from './sitemap-routes'

describe('sitemap routes', () => {
  it('lists the public pages and leaves out the members area, sign-in, sign-up and the API', () => {
    expect(listedPaths).toContain('/')
    expect(listedPaths).toContain('/company/contactUS')
    expect(listedPaths).toContain('/news')
    for (const path of ['/login', '/signup', '/mypage', '/sample', '/api/v1/$']) expect(listedPaths).not.toContain(path)
    expect(listedPaths.some((path) => path.includes('$'))).toBe(false)
  })

  it('lists every news article, patent and paper through its detail route', () => {
    expect(detailRoutes).toEqual(
      expect.arrayContaining([
        { template: '/news/$id', kind: 'news' },
        { template: '/research/patent/$id', kind: 'patent' },
        { template: '/research/thesis/$id', kind: 'thesis' },
      ]),
    )
    expect(detailRoutes).toHaveLength(3)
    expect(detailPath('/news/$id', 42)).toBe('/news/42')
  })
})

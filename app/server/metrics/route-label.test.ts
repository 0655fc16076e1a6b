import { describe, expect, it } from 'vitest'
import { requestLabels } from './route-label'

describe('the metrics’ route labels', () => {
  it('are the route tree’s route ids, however many items a route shows and however the path is spelled', () => {
    expect(requestLabels('/news/34')).toEqual({ kind: 'page', route: '/news/$id' })
    expect(requestLabels('/News/35/')).toEqual({ kind: 'page', route: '/news/$id' })
    expect(requestLabels('/mypage/qna/12')).toEqual({ kind: 'page', route: '/_member-area/mypage/qna/$id' })
    expect(requestLabels('/admin/inquiries/Q-20261121-AB12')).toEqual({ kind: 'page', route: '/admin/$' })
    expect(requestLabels('/api/v1/admin/inquiries/Q-20261121-AB12')).toEqual({ kind: 'api', route: '/api/v1/$' })
    expect(requestLabels('/api/health')).toEqual({ kind: 'other', route: '/api/health' })
    expect(requestLabels('/_serverFn/3f9a0c')).toEqual({ kind: 'server-function', route: '(server function)' })
    expect(requestLabels('/')).toEqual({ kind: 'page', route: '/' })
  })

  it('never make a series of an address no route answers', () => {
    for (const path of ['/wp-admin/setup-config.php', '/assets/x.js', '/a/b/c/d/e/f/g', '/news/34/extra', '/%E0']) {
      expect(requestLabels(path).route, path).toBe('(unmatched)')
    }
  })
})

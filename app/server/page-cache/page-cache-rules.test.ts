import { describe, expect, it } from 'vitest'
import { isCacheablePage, pageCacheKey } from './page-cache-rules'

const pageRequest = (path: string, headers: Record<string, string> = {}, method = 'GET') => {
  const url = new URL(path, 'http://site.test')
  return { request: new Request(url, { method, headers: { accept: 'text/html', ...headers } }), url }
}

describe('which requests the page cache may answer', () => {
  it('an anonymous GET of a page whose language is in the address', () => {
    const { request, url } = pageRequest('/news?lang=en-US&page=2')
    expect(pageCacheKey(request, url, false)).toBe('http /news?lang=en-US&page=2')
    expect(pageCacheKey(request, url, true)).toBe('https /news?lang=en-US&page=2')
    for (const path of ['/?lang=ko-KR', '/news/34?lang=ja-JP', '/company/contactUS?lang=en-US']) {
      const page = pageRequest(path)
      expect(pageCacheKey(page.request, page.url, false), path).toBe(`http ${path}`)
    }
  })

  it('never a visitor with any cookie or credentials, a member or console page, the search’s results, a preview, another method, a page without its language, or an address with a fragment', () => {
    for (const [path, headers, method] of [
      ['/news?lang=en-US', { cookie: 'member_session=abc' }, 'GET'],
      ['/news?lang=en-US', { cookie: 'oauth_state=abc' }, 'GET'],
      ['/news?lang=en-US', { authorization: 'Bearer abc' }, 'GET'],
      ['/mypage?lang=en-US', {}, 'GET'],
      ['/sample?lang=ko-KR', {}, 'GET'],
      ['/admin/login?lang=ko-KR', {}, 'GET'],
      ['/search?lang=ko-KR&q=%EC%9C%A0%EC%82%B0%EA%B7%A0', {}, 'GET'],
      ['/news', {}, 'GET'],
      ['/news?lang=en-US', {}, 'HEAD'],
      ['/news?lang=en-US', { accept: 'application/json' }, 'GET'],
      ['/favicon.svg?lang=en-US', {}, 'GET'],
      ['/company/intro?lang=en-US&cb=X#pzMARK', {}, 'GET'],
      // A draft behind a preview link, with a token or a wrong one: an anonymous visitor must never be served it.
      ['/news/7?lang=ko-KR&preview=aaaaaaaaaaaaaaaaaaaaaaaa', {}, 'GET'],
      ['/research/patent/7?preview=x&lang=en-US', {}, 'GET'],
      ['/research/thesis/7?lang=ja-JP&preview=', {}, 'GET'],
      // The search's results and the members' and console's pages by the route they reach, however spelled.
      ['/Search?lang=ko-KR&q=%EC%9C%A0%EC%82%B0%EA%B7%A0', {}, 'GET'],
      ['/SEARCH?lang=en-US&q=x', {}, 'GET'],
      ['/%73earch?lang=en-US&q=x', {}, 'GET'],
      ['/search/?lang=en-US&q=x', {}, 'GET'],
      ['/search;x?lang=en-US&q=x', {}, 'GET'],
      ['/%6Dypage?lang=en-US', {}, 'GET'],
      ['/Sample/3?lang=en-US', {}, 'GET'],
      ['/%61dmin/login?lang=ko-KR', {}, 'GET'],
      // Another spelling of a page than the site's own, which may render otherwise; an address no route answers.
      ['/News?lang=en-US', {}, 'GET'],
      ['/news/?lang=en-US', {}, 'GET'],
      ['/news/%33%34?lang=en-US', {}, 'GET'],
      ['/company/contactus?lang=en-US', {}, 'GET'],
      ['/old-site/page?lang=en-US', {}, 'GET'],
    ] as const) {
      const { request, url } = pageRequest(path, headers, method)
      expect(pageCacheKey(request, url, false), `${method} ${path} ${JSON.stringify(headers)}`).toBeUndefined()
    }
  })
})

describe('which answers it keeps', () => {
  const html = (init: ResponseInit & { headers?: Record<string, string> } = {}) =>
    new Response('<html></html>', {
      status: 200,
      ...init,
      headers: { 'content-type': 'text/html; charset=utf-8', ...init.headers },
    })

  it('a complete public page', () => {
    expect(isCacheablePage(html())).toBe(true)
  })

  it('not an error, a redirect, another type, a page that sets a cookie or a private one', () => {
    expect(isCacheablePage(html({ status: 404 }))).toBe(false)
    expect(isCacheablePage(html({ status: 500 }))).toBe(false)
    expect(isCacheablePage(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(false)
    expect(isCacheablePage(html({ headers: { 'set-cookie': 'a=b' } }))).toBe(false)
    expect(isCacheablePage(html({ headers: { 'cache-control': 'private, no-store' } }))).toBe(false)
  })
})

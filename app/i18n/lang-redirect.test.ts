import { describe, expect, it } from 'vitest'
import { isDocumentRequest, langFromUrl, langRedirectLocation } from './lang-redirect'

const documentRequest = (path: string, headers: Record<string, string> = {}) => {
  const url = new URL(path, 'http://site.test')
  return { url, request: new Request(url, { headers: { accept: 'text/html', ...headers } }) }
}

describe('isDocumentRequest', () => {
  it('is true for a page navigation', () => {
    const { request, url } = documentRequest('/news')
    expect(isDocumentRequest(request, url)).toBe(true)
  })
  it.each(['/api/v1/post/news', '/_serverFn/abc', '/assets/index.js', '/fonts/pretendard.css', '/favicon.svg', '/robots.txt'])(
    'is false for %s',
    (path) => {
      const { request, url } = documentRequest(path)
      expect(isDocumentRequest(request, url)).toBe(false)
    },
  )
  it('is false for POST, JSON fetches and non-document destinations', () => {
    const url = new URL('http://site.test/news')
    expect(isDocumentRequest(new Request(url, { method: 'POST' }), url)).toBe(false)
    expect(isDocumentRequest(new Request(url, { headers: { accept: 'application/json' } }), url)).toBe(false)
    expect(isDocumentRequest(new Request(url, { headers: { 'sec-fetch-dest': 'image' } }), url)).toBe(false)
  })
})

describe('langFromUrl', () => {
  it('needs exactly one supported lang', () => {
    expect(langFromUrl(new URL('http://s.test/?lang=en-US'))).toBe('en-US')
    expect(langFromUrl(new URL('http://s.test/?lang=en-US&lang=ko-KR'))).toBeUndefined()
    expect(langFromUrl(new URL('http://s.test/?lang='))).toBeUndefined()
  })
})

describe('langRedirectLocation', () => {
  it('leaves a valid lang alone', () => {
    const { request, url } = documentRequest('/news?lang=ja-JP&page=2')
    expect(langRedirectLocation(request, url)).toBeUndefined()
  })

  it.each([
    ['/news', '/news?lang=ko-KR'],
    ['/news?page=2', '/news?page=2&lang=ko-KR'],
    ['/news?lang=xx&page=2', '/news?page=2&lang=ko-KR'],
    [`/news?lang=${'a'.repeat(3000)}`, '/news?lang=ko-KR'],
    ['/news?lang=%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/news?lang=ko-KR'],
    ["/news?lang=ko-KR'--", '/news?lang=ko-KR'],
    ['/news?lang=en-US&lang=ja-JP', '/news?lang=ko-KR'],
  ])('%s → %s', (path, expected) => {
    const { request, url } = documentRequest(path)
    expect(langRedirectLocation(request, url)).toBe(expected)
  })

  it.each([
    ['/admin', 'en-US,en;q=0.9', '/admin?lang=en-US'],
    ['/admin/staff?lang=ja-JP&page=2', 'en-GB', '/admin/staff?page=2&lang=en-US'],
    ['/admin/login?lang=zh-CN', 'ko-KR,ko;q=0.9,en;q=0.8', '/admin/login?lang=ko-KR'],
    ['/admin', 'ja-JP,ja;q=0.9,en;q=0.5', '/admin?lang=en-US'],
    ['/admin', 'ja-JP,zh-TW;q=0.8', '/admin?lang=ko-KR'],
    ['/admin', '', '/admin?lang=ko-KR'],
    // A spelling the router takes for the console is the console: its languages, not the public site's.
    ['/%61dmin/staff?lang=ja-JP', 'ja-JP,zh-TW;q=0.8', '/%61dmin/staff?lang=ko-KR'],
  ])('the staff console takes the browser’s language when it speaks it, else Korean: %s (%s) → %s', (path, browser, expected) => {
    const { request, url } = documentRequest(path, browser ? { 'accept-language': browser } : {})
    expect(langRedirectLocation(request, url)).toBe(expected)
  })

  it('opens the console in the language chosen in it, before the browser’s', () => {
    for (const cookie of ['console_lang=en-US', '__Secure-console_lang=en-US', 'lang=ko-KR; console_lang=en-US']) {
      const { request, url } = documentRequest('/admin/inquiries?page=2', { cookie, 'accept-language': 'ko' })
      expect(langRedirectLocation(request, url), cookie).toBe('/admin/inquiries?page=2&lang=en-US')
    }
    const korean = documentRequest('/admin', { cookie: 'console_lang=ko-KR', 'accept-language': 'en-US' })
    expect(langRedirectLocation(korean.request, korean.url)).toBe('/admin?lang=ko-KR')
  })

  it('keeps the public site’s choice and the console’s apart', () => {
    // A visitor who reads the site in Japanese, or chose English on it, opens the console in its own default.
    for (const cookie of ['lang=ja-JP', '__Host-lang=en-US']) {
      const { request, url } = documentRequest('/admin', { cookie, 'accept-language': 'ko-KR' })
      expect(langRedirectLocation(request, url), cookie).toBe('/admin?lang=ko-KR')
    }
    const site = documentRequest('/news', { cookie: 'console_lang=en-US', 'accept-language': 'ja' })
    expect(langRedirectLocation(site.request, site.url)).toBe('/news?lang=ja-JP')
  })

  it('leaves the console in Korean or English, and a public page named /administration alone', () => {
    for (const path of ['/admin?lang=en-US', '/admin/audit?lang=ko-KR', '/administration?lang=ja-JP']) {
      const { request, url } = documentRequest(path)
      expect(langRedirectLocation(request, url)).toBeUndefined()
    }
  })

  it('uses the stored choice before Accept-Language', () => {
    const { request, url } = documentRequest('/press', { cookie: 'lang=zh-TW', 'accept-language': 'en' })
    expect(langRedirectLocation(request, url)).toBe('/press?lang=zh-TW')
    const noCookie = documentRequest('/press', { 'accept-language': 'ja-JP,en;q=0.5' })
    expect(langRedirectLocation(noCookie.request, noCookie.url)).toBe('/press?lang=ja-JP')
  })

  it('never points off-site, whatever the path', () => {
    for (const path of ['//evil.test', '/\\evil.test', '///evil.test/x']) {
      const url = new URL('http://site.test/')
      url.pathname = path
      const location = langRedirectLocation(new Request(url, { headers: { accept: 'text/html' } }), url)
      expect(location?.startsWith('/')).toBe(true)
      expect(location?.startsWith('//')).toBe(false)
      expect(new URL(location ?? '', 'http://site.test').host).toBe('site.test')
    }
  })
})

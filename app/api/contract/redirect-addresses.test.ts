import { describe, expect, it } from 'vitest'
import { fromAddressOf, redirectTargetOf, toAddressOf } from './redirect-addresses'

describe('a from-address', () => {
  it('is kept as a URL parser writes it, without a trailing slash, its query as given', () => {
    expect(fromAddressOf(' /회사/소개/ ')).toEqual({ address: '/%ED%9A%8C%EC%82%AC/%EC%86%8C%EA%B0%9C' })
    expect(fromAddressOf('/bbs/board.php?bo_table=news&wr_id=12')).toEqual({
      address: '/bbs/board.php?bo_table=news&wr_id=12',
    })
    expect(fromAddressOf('/old?')).toEqual({ address: '/old' })
  })

  it('is refused when it is no path of this site, or one the site needs itself', () => {
    for (const typed of ['', 'old', '//evil.example/x', '/\\evil', '/a b', '/a#b', `/${'a'.repeat(500)}`]) {
      expect(fromAddressOf(typed), typed).toEqual({ problem: 'invalid' })
    }
    for (const typed of ['/', '/admin', '/ADMIN/posts', '/api/v1/redirects', '/auth/start/google']) {
      expect(fromAddressOf(typed), typed).toMatchObject({ problem: 'reserved' })
    }
    expect(fromAddressOf('/administration')).toEqual({ address: '/administration' })
  })

  it('is never one of the site’s own pages, in any spelling, and says which page it is', () => {
    for (const [typed, page] of [
      ['/login', '/login'],
      ['/LOGIN', '/login'],
      ['/Login/', '/login'],
      ['/login.', '/login'],
      ['/login;x', '/login'],
      ['/login;jsessionid=1/', '/login'],
      ['/%6Cogin', '/login'],
      ['/%256Cogin', '/login'],
      ['/login%2e', '/login'],
      ['/login?returnTo=/mypage', '/login'],
      ['/x/..;/login', '/login'],
      ['/signup', '/signup'],
      ['/signup/consent', '/signup/consent'],
      ['/mypage', '/mypage'],
      ['/mypage/orders/7', '/mypage/orders/7'],
      ['/MyPage/Security', '/mypage/security'],
      ['/password/reset', '/password/reset'],
      ['/password/forgot.', '/password/forgot'],
      ['/email/verify', '/email/verify'],
      ['/contact', '/contact'],
      ['/company/contactus', '/company/contactUS'],
      ['/robots.txt', '/robots.txt'],
      ['/ROBOTS.TXT', '/robots.txt'],
      ['/sitemap.xml/', '/sitemap.xml'],
      ['/feeds/news.rss', '/feeds/news.rss'],
      ['/sample/3', '/sample/3'],
    ] as const) {
      expect(fromAddressOf(typed), typed).toEqual({ problem: 'reserved', page })
    }
  })

  it('is never one of the site’s own files: public/, the build’s assets, server functions, /.well-known, a favicon', () => {
    for (const typed of [
      '/assets/x.js',
      '/Assets/x.js',
      '/_serverFn/abc',
      '/fonts/a.woff2',
      '/images',
      '/documents/deck.pdf',
      '/favicon.svg',
      '/favicon.ico',
      '/FAVICON.ICO',
      '/.well-known/security.txt',
      '/.well-known/change-password',
    ]) {
      expect(fromAddressOf(typed), typed).toEqual({ problem: 'reserved', page: undefined })
    }
  })

  it('is an item’s page, kept with the items its spellings name, when it is a news article’s, a patent’s or a paper’s', () => {
    expect(fromAddressOf('/news/12')).toEqual({
      address: '/news/12',
      itemPage: { page: '/news/12', items: [{ type: 'news', id: 12 }] },
    })
    expect(fromAddressOf('/NEWS/12/')).toEqual({
      address: '/NEWS/12',
      itemPage: { page: '/news/12', items: [{ type: 'news', id: 12 }] },
    })
    expect(fromAddressOf('/research/patent/7')).toMatchObject({ itemPage: { items: [{ type: 'patent', id: 7 }] } })
    expect(fromAddressOf('/research/thesis/%33')).toMatchObject({ itemPage: { items: [{ type: 'thesis', id: 3 }] } })
    // An id no item can have: the page answers not found, and no item can come back to it.
    expect(fromAddressOf('/news/old-slug')).toEqual({
      address: '/news/old-slug',
      itemPage: { page: '/news/old-slug', items: [] },
    })
    // A page with an id of another kind stays the site's own.
    expect(fromAddressOf('/sample/3')).toEqual({ problem: 'reserved', page: '/sample/3' })
  })

  it('is free when the site does not answer it', () => {
    for (const typed of ['/old-site/company.php', '/login-old', '/news.php', '/bbs/board.php?bo_table=news', '/회사소개']) {
      expect(fromAddressOf(typed), typed).toHaveProperty('address')
    }
  })
})

describe('a to-address', () => {
  it('is a path here (query and fragment kept) or an http(s) address elsewhere', () => {
    expect(toAddressOf('/news/12?lang=en-US#top')).toEqual({ address: '/news/12?lang=en-US#top', offSite: false })
    expect(toAddressOf('https://example.com/a')).toEqual({ address: 'https://example.com/a', offSite: true })
    expect(toAddressOf('https://example.com/a b')).toBeUndefined()
    for (const typed of ['javascript:alert(1)', '//evil.example', 'news/12', 'ftp://example.com', 'data:text/html,x', '']) {
      expect(toAddressOf(typed), typed).toBeUndefined()
    }
  })

  it('is refused when a browser would resolve it to another host, however it is spelled', () => {
    for (const typed of [
      '/.//evil.example',
      '/x/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/./\\evil.example',
      '/.\\/evil.example',
      '/\\evil.example',
    ]) {
      expect(toAddressOf(typed), typed).toBeUndefined()
    }
    expect(toAddressOf('/./news/../press')).toEqual({ address: '/press', offSite: false })
  })

  it('on the site’s own host is kept as the path it names', () => {
    const site = 'https://www.site.example'
    expect(toAddressOf('https://www.site.example/A?b=1', site)).toEqual({ address: '/A?b=1', offSite: false })
    expect(toAddressOf('http://www.site.example/news/', site)).toEqual({ address: '/news/', offSite: false })
    expect(toAddressOf('https://www.site.example/.//evil.example', site)).toBeUndefined()
    expect(toAddressOf('https://site.example/A', site)).toEqual({ address: 'https://site.example/A', offSite: true })
  })

  it('on another site only when the editor chose so', () => {
    expect(redirectTargetOf('https://example.com/a', false)).toEqual({ problem: 'off_site' })
    expect(redirectTargetOf('https://example.com/a', true)).toEqual({
      target: { address: 'https://example.com/a', offSite: true },
    })
    expect(redirectTargetOf('/news', true)).toEqual({ target: { address: '/news', offSite: false } })
    expect(redirectTargetOf('https://site.example/news', false, 'https://site.example')).toEqual({
      target: { address: '/news', offSite: false },
    })
    expect(redirectTargetOf('/.//evil.example', true)).toEqual({ problem: 'invalid' })
  })
})

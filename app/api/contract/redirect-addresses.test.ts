import { describe, expect, it } from 'vitest'
import { chainedRedirects, fromAddressOf, matchRedirect, toAddressOf } from './redirect-addresses'

const table = (...pairs: Array<[string, string]>) => new Map(pairs.map(([from, to]) => [from, { from, to }]))

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
    for (const typed of ['/', '/admin', '/ADMIN/posts', '/api/v1/redirects', '/auth/start/google', '/assets/x.js']) {
      expect(fromAddressOf(typed), typed).toEqual({ problem: 'reserved' })
    }
    expect(fromAddressOf('/administration')).toEqual({ address: '/administration' })
  })
})

describe('a to-address', () => {
  it('is a path here (query and fragment kept) or an http(s) address elsewhere', () => {
    expect(toAddressOf('/news/12?lang=en-US#top')).toBe('/news/12?lang=en-US#top')
    expect(toAddressOf('https://example.com/a')).toBe('https://example.com/a')
    expect(toAddressOf('https://example.com/a b')).toBeUndefined()
    for (const typed of ['javascript:alert(1)', '//evil.example', 'news/12', 'ftp://example.com', 'data:text/html,x', '']) {
      expect(toAddressOf(typed), typed).toBeUndefined()
    }
  })
})

describe('the redirect of a request', () => {
  const redirects = table(['/old', '/new'], ['/bbs/board.php?wr_id=1', '/news/1'], ['/ext', 'https://example.com/'])

  it('is the one from its path and query, else from its path alone, which passes the query on to a path here', () => {
    expect(matchRedirect(redirects, '/bbs/board.php', '?wr_id=1')?.location).toBe('/news/1')
    expect(matchRedirect(redirects, '/bbs/board.php', '?wr_id=2')).toBeUndefined()
    expect(matchRedirect(redirects, '/old/', '')?.location).toBe('/new')
    expect(matchRedirect(redirects, '/old', '?lang=en-US')?.location).toBe('/new?lang=en-US')
    expect(matchRedirect(redirects, '/ext', '?x=1')?.location).toBe('https://example.com/')
    expect(matchRedirect(redirects, '/other', '')).toBeUndefined()
  })
})

describe('chains and loops', () => {
  it('are the redirects whose to-address is redirected again, by its path and query or its path alone', () => {
    const list = [
      { from: '/a', to: '/b' },
      { from: '/b', to: '/c' },
      { from: '/loop', to: '/loop?again=1' },
      { from: '/fine', to: 'https://example.com/a' },
    ]
    expect(chainedRedirects(list).map((redirect) => redirect.from)).toEqual(['/a', '/loop'])
    expect(chainedRedirects([{ from: '/x', to: '/y' }])).toEqual([])
  })
})

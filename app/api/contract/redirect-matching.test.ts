import { describe, expect, it } from 'vitest'
import { chainedRedirects, matchRedirect, type RedirectLetterCase, redirectKeyOf, redirectTableOf } from './redirect-matching'

const tableOf = (pairs: Array<[string, string]>, letterCase: RedirectLetterCase = 'exact') =>
  redirectTableOf(
    pairs.map(([from, to]) => ({ from, to })),
    letterCase,
  ).table

describe('the redirect of a request', () => {
  const redirects = tableOf([
    ['/old', '/new'],
    ['/bbs/board.php?wr_id=1', '/news/1'],
    ['/ext', 'https://example.com/'],
  ])

  it('is the one from its path and query, else from its path alone, which passes the query on to a path here', () => {
    expect(matchRedirect(redirects, '/bbs/board.php', '?wr_id=1')?.location).toBe('/news/1')
    expect(matchRedirect(redirects, '/bbs/board.php', '?wr_id=2')).toBeUndefined()
    expect(matchRedirect(redirects, '/old/', '')?.location).toBe('/new')
    expect(matchRedirect(redirects, '/old', '?lang=en-US')?.location).toBe('/new?lang=en-US')
    expect(matchRedirect(redirects, '/ext', '?x=1')?.location).toBe('https://example.com/')
    expect(matchRedirect(redirects, '/other', '')).toBeUndefined()
  })

  it('never passes the visitor’s query to another host, however the stored to-address is spelled', () => {
    const stored = tableOf([
      ['/reset-old', '//evil.example'],
      ['/back', '/\\evil.example'],
      ['/ext', 'https://example.com/'],
    ])
    for (const from of ['/reset-old', '/back', '/ext']) {
      expect(matchRedirect(stored, from, '?token=secret')?.location, from).not.toContain('secret')
    }
  })

  it('is found whatever the order of the query’s parameters, in the request or as it was stored', () => {
    const stored = tableOf([['/bbs/board.php?wr_id=12&bo_table=news', '/news/12']])
    for (const search of ['?bo_table=news&wr_id=12', '?wr_id=12&bo_table=news', '?bo_table=news&&wr_id=12&']) {
      expect(matchRedirect(stored, '/bbs/board.php', search)?.location, search).toBe('/news/12')
    }
    expect(matchRedirect(stored, '/bbs/board.php', '?bo_table=news&wr_id=13')).toBeUndefined()
    expect(redirectKeyOf('/a', '?b=%e3%81&a=1', 'exact')).toBe(redirectKeyOf('/a', '?a=1&b=%E3%81', 'exact'))
  })

  it('is found in any letter case where the old site ignored it, and only there', () => {
    const pairs: Array<[string, string]> = [['/Default.aspx?ID=3', '/news/3']]
    const ignoring = tableOf(pairs, 'any')
    for (const [path, search] of [
      ['/default.aspx', '?id=3'],
      ['/DEFAULT.ASPX', '?Id=3'],
      ['/Default.aspx', '?ID=3'],
    ] as const) {
      expect(matchRedirect(ignoring, path, search)?.location, path + search).toBe('/news/3')
    }
    expect(matchRedirect(tableOf(pairs), '/default.aspx', '?id=3')).toBeUndefined()
    expect(matchRedirect(tableOf(pairs), '/Default.aspx', '?ID=3')?.location).toBe('/news/3')
  })

  it('answers with the first of two stored addresses the matching takes for one, and names the later one', () => {
    const { table, shadowed } = redirectTableOf(
      [
        { from: '/Old', to: '/a' },
        { from: '/old', to: '/b' },
      ],
      'any',
    )
    expect(matchRedirect(table, '/OLD', '')?.location).toBe('/a')
    expect(shadowed).toEqual([{ from: '/old', to: '/b' }])
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

  it('are found whatever the spelling of the address they lead back to, its query in any order and case', () => {
    for (const to of ['/old/', '/OLD', '/%6Fld', '/old.', '/old;x', '/./old', '/x/../old', '/old?lang=en-US']) {
      expect(chainedRedirects([{ from: '/old', to }]), to).toHaveLength(1)
      expect(
        chainedRedirects([
          { from: '/start', to },
          { from: '/old', to: '/news' },
        ]),
        to,
      ).toHaveLength(1)
    }
    expect(chainedRedirects([{ from: '/old', to: '/older' }])).toEqual([])
    for (const to of ['/page?b=2&a=1', '/PAGE?A=1&B=2']) {
      expect(chainedRedirects([{ from: '/page?a=1&b=2', to }]), to).toHaveLength(1)
    }
  })
})

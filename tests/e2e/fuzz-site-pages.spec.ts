import fc from 'fast-check'
import { SESSION_COOKIE } from './auth-support'
import { expect, locales, test } from './fixtures'
import { assertConcurrently, expectSafe, headerText, query, send, summarize, text } from './fuzz-site-support'
import { firstId } from './support'

/**
 * Issue 8: every page of the site with hostile search params, languages and cookies, FUZZ_RUNS generated requests each
 * (tests/fuzz-runs.ts); none may answer a 5xx, show a stack trace or SQL text, or redirect to another host, and a public
 * page renders.
 */

/** Every page (member pages too, whose guard sees a forged session), with the search params its route reads. */
const pages: Array<{ path: string; keys: string[] }> = [
  { path: '/', keys: [] },
  { path: '/contact', keys: [] },
  { path: '/news', keys: ['page', 'category'] },
  { path: '/news/:news', keys: [] },
  { path: '/news/{junk}', keys: [] },
  { path: '/press', keys: ['page'] },
  { path: '/business/material', keys: ['page'] },
  { path: '/business/pb', keys: ['page'] },
  {
    path: '/business/pharmacy',
    keys: ['page', 'product', 'siNm', 'sggNm', 'subwayArea', 'subwayLine', 'subwayName', 'query'],
  },
  { path: '/business/showroom', keys: [] },
  { path: '/company/contactUS', keys: [] },
  { path: '/company/history', keys: ['page'] },
  { path: '/company/intro', keys: [] },
  { path: '/company/vision', keys: [] },
  { path: '/research/intro', keys: [] },
  { path: '/research/patent', keys: ['page', 'category'] },
  { path: '/research/patent/{junk}', keys: [] },
  { path: '/research/thesis', keys: ['page', 'category'] },
  { path: '/research/thesis/:thesis', keys: [] },
  { path: '/login', keys: ['returnTo', 'error'] },
  { path: '/signup', keys: ['returnTo'] },
  { path: '/signup/consent', keys: [] },
  { path: '/faq', keys: [] },
  { path: '/terms', keys: [] },
  { path: '/privacy', keys: [] },
  { path: '/mypage', keys: [] },
  { path: '/mypage/points', keys: ['period', 'page'] },
  { path: '/mypage/qna', keys: ['page'] },
  { path: '/mypage/qna/{junk}', keys: [] },
  { path: '/sample', keys: ['page'] },
]

/** Pages that render for an anonymous visitor at a real address: not the member pages, not a junk detail. */
const rendersFor = {
  anonymous: (path: string) => !path.includes('{junk}') && !/^\/(mypage|sample|signup\/consent)/.test(path),
}

test.describe('fuzzing the pages', () => {
  test.describe.configure({ timeout: 180_000 })

  for (const { path, keys } of pages) {
    test(`GET ${path}: hostile search params, languages and cookies`, async ({ request, baseURL }) => {
      const site = new URL(baseURL ?? '').origin
      let concrete = path
      for (const kind of ['news', 'thesis'] as const) {
        if (path.includes(`:${kind}`)) concrete = path.replace(`:${kind}`, String(await firstId(request, kind)))
      }
      const target = concrete.includes('{junk}')
        ? text.map((junk) => concrete.replace('{junk}', encodeURIComponent(junk) || '0'))
        : fc.constant(concrete)
      const statuses: number[] = []
      await assertConcurrently(
        fc.tuple(
          target,
          query(keys),
          // Mostly a language the site has, so that the page renders instead of redirecting to one.
          fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...locales) }, { weight: 1, arbitrary: text }),
          fc.oneof(fc.constantFrom('ko-KR', 'en-US', 'ja-JP,ja;q=0.9', '*'), headerText),
          fc.option(headerText, { nil: undefined }),
        ),
        async ([pathname, search, lang, language, session]) => {
          const headers: Record<string, string> = { accept: 'text/html', 'accept-language': language }
          if (session !== undefined) headers.cookie = `${SESSION_COOKIE}=${session}`
          const params = new URLSearchParams(search)
          params.set('lang', lang)
          // Followed as a browser would (the router puts a bad search right with a redirect), at most three times.
          let answer = await send(baseURL, 'GET', `${pathname}?${params}`, { headers })
          for (let hop = 0; hop < 3 && answer.location; hop++) {
            expectSafe(answer, site)
            answer = await send(baseURL, 'GET', new URL(answer.location, site).href, { headers })
          }
          expectSafe(answer, site)
          statuses.push(answer.status)
        },
      )
      console.info(`${path}: ${summarize(statuses)}`)
      // Whatever is thrown at a public page, the visitor ends on it, rendered.
      if (rendersFor.anonymous(path)) expect(summarize(statuses)).toBe(`${statuses.length}x200`)
    })
  }
})

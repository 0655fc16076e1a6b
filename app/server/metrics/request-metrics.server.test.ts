import { describe, expect, it } from 'vitest'
import { recordRequest } from './request-metrics.server'
import { siteMetrics } from './site-metrics.server'

/** The request metrics' series, and every route they name. */
async function requestSeries() {
  const { values } = await siteMetrics().requests.get()
  return { count: values.length, routes: new Set(values.map((value) => String(value.labels.route))) }
}

/**
 * Unique addresses as a probe sends them, answered as the site answers them: a redirect to add the language (307), to
 * sign in (302), the not-found page (404).
 */
function probe(round: number, count: number) {
  const paths = Array.from({ length: count }, (_, index) => {
    const unique = `p${round}-${index}`
    const lang = index % 2 === 0 ? '?lang=ko-KR' : ''
    return [`/${unique}${lang}`, `/admin/${unique}${lang}`, `/mypage/${unique}${lang}`, `/assets/${unique}.js${lang}`][index % 4]
  })
  for (const [index, path] of paths.entries()) {
    const status = [307, 302, 404, 200][Math.floor(index / 4) % 4] ?? 307
    recordRequest(new URL(path ?? '/', 'http://site.test').pathname, status, performance.now())
  }
}

describe('the request metrics', () => {
  it('keep as many series however many unique addresses are requested, none named after one', async () => {
    probe(0, 400)
    const before = await requestSeries()
    probe(1, 3_000)
    probe(2, 3_000)
    const after = await requestSeries()
    expect(after.count).toBe(before.count)
    expect([...after.routes].filter((route) => /p\d-/.test(route))).toEqual([])
  })
})

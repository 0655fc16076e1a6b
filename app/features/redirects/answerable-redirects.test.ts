import { describe, expect, it } from 'vitest'
import type { SiteRedirect } from '~/api/contract/redirect-endpoints'
import type { RedirectTable } from '~/api/contract/redirect-matching'
import { answerableRedirects } from './answerable-redirects'

const site = 'https://www.site.example'
let nextId = 1
const stored = (from: string, to: string): SiteRedirect => ({ id: nextId++, from, to, status: 301 })
const answeredOf = (table: RedirectTable<SiteRedirect>) => [...table.byKey.values()]

describe('the redirects the site answers of those stored', () => {
  it('leave out one kept before today’s rules that no longer passes them', () => {
    const fine = stored('/old-page', '/news')
    const offSite = stored('/old-shop', 'https://shop.example/')
    const phishing = stored('/login', 'https://evil.example/login')
    const casePhishing = stored('/LOGIN', 'https://evil.example/login')
    const protocolRelative = stored('/reset-old', '//evil.example')
    const ownLoop = stored('/A', 'https://www.site.example/A')
    const { table, refused } = answerableRedirects(
      [fine, offSite, phishing, casePhishing, protocolRelative, ownLoop],
      site,
      'exact',
    )
    expect(answeredOf(table)).toEqual([fine, offSite])
    expect(refused).toEqual([phishing.id, casePhishing.id, protocolRelative.id, ownLoop.id])
  })

  it('answer a to-address on the site’s own host with the path it names', () => {
    const own = stored('/old-news', 'https://www.site.example/news?lang=en-US')
    expect(answeredOf(answerableRedirects([own], site, 'exact').table)).toEqual([{ ...own, to: '/news?lang=en-US' }])
  })

  it('answer the first of two old addresses the matching takes for one, and leave out the later', () => {
    const first = stored('/Default.aspx?b=2&a=1', '/news')
    const same = stored('/default.aspx?a=1&b=2', '/research')
    const inOrder = stored('/list.asp?b=2&a=1', '/products')
    const reordered = stored('/list.asp?a=1&b=2', '/company')
    expect(answerableRedirects([first, same], site, 'any').refused).toEqual([same.id])
    expect(answerableRedirects([first, same], site, 'exact').refused).toEqual([])
    expect(answerableRedirects([inOrder, reordered], site, 'exact').refused).toEqual([reordered.id])
  })
})

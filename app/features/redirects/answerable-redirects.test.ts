import { describe, expect, it } from 'vitest'
import type { SiteRedirect } from '~/api/contract/redirect-endpoints'
import { answerableRedirects } from './answerable-redirects'

const site = 'https://www.site.example'
let nextId = 1
const stored = (from: string, to: string): SiteRedirect => ({ id: nextId++, from, to, status: 301 })

describe('the redirects the site answers of those stored', () => {
  it('leave out one kept before today’s rules that no longer passes them', () => {
    const fine = stored('/old-page', '/news')
    const offSite = stored('/old-shop', 'https://shop.example/')
    const phishing = stored('/login', 'https://evil.example/login')
    const casePhishing = stored('/LOGIN', 'https://evil.example/login')
    const protocolRelative = stored('/reset-old', '//evil.example')
    const ownLoop = stored('/A', 'https://www.site.example/A')
    const { answered, refused } = answerableRedirects([fine, offSite, phishing, casePhishing, protocolRelative, ownLoop], site)
    expect(answered).toEqual([fine, offSite])
    expect(refused).toEqual([phishing.id, casePhishing.id, protocolRelative.id, ownLoop.id])
  })

  it('answer a to-address on the site’s own host with the path it names', () => {
    const own = stored('/old-news', 'https://www.site.example/news?lang=en-US')
    expect(answerableRedirects([own], site).answered).toEqual([{ ...own, to: '/news?lang=en-US' }])
  })
})

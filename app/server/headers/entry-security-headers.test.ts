import { describe, expect, it } from 'vitest'
import { withSecurityHeaders } from './entry-security-headers'
import { staticSecurityHeaders } from './static-headers'

describe('an answer made at the server’s entry', () => {
  it('gets the security headers every answer carries, its own kept', async () => {
    const refusal = withSecurityHeaders(new Response('no', { status: 400, headers: { 'cache-control': 'no-store' } }))
    expect(refusal.status).toBe(400)
    expect(Object.fromEntries(refusal.headers)).toMatchObject({ ...staticSecurityHeaders, 'cache-control': 'no-store' })
    expect(await refusal.text()).toBe('no')
    // A redirect's headers cannot be changed: the answer is made again around the same status.
    const redirect = withSecurityHeaders(Response.redirect('http://127.0.0.1/news?lang=ko-KR', 302))
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe('http://127.0.0.1/news?lang=ko-KR')
    expect(redirect.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('passes an answer that has them as it is (a page, a page-cache hit)', () => {
    const page = new Response('<p>page</p>', {
      headers: { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' },
    })
    expect(withSecurityHeaders(page)).toBe(page)
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
  })
})

import { describe, expect, it } from 'vitest'
import { privatePagesMiddleware } from './private-pages-middleware'

/** The middleware's answer to a request Start hands it, the handler having answered `answer`. */
async function answered(url: string, handlerType: 'serverFn' | 'router', answer: Response, cookie?: string) {
  const request = new Request(url, { headers: cookie ? { cookie } : {} })
  const server = privatePagesMiddleware.options.server
  if (!server) throw new Error('the middleware has no server side')
  const pathname = new URL(url).pathname
  const result = await server({
    request,
    pathname,
    context: {},
    handlerType,
    next: async () => ({ request, pathname, context: {}, response: answer }),
  } as unknown as Parameters<typeof server>[0])
  return result instanceof Response ? result : result.response
}

const serverFunction = 'http://localhost/_serverFn/0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0'

describe('privatePagesMiddleware', () => {
  it('keeps every server function’s answer out of every cache, signed in or not, whatever the function said', async () => {
    for (const cookie of [undefined, 'session=a-member-token', 'staff_session=a-staff-token']) {
      for (const cacheControl of [undefined, 'no-store', 'public, max-age=600']) {
        const answer = Response.json({ result: { email: 'member@example.com' } }, { status: 200 })
        if (cacheControl) answer.headers.set('cache-control', cacheControl)
        const response = await answered(serverFunction, 'serverFn', answer, cookie)
        expect(response.headers.get('cache-control'), `${cookie} ${cacheControl}`).toBe('private, no-store')
        expect(response.status).toBe(200)
        expect(await response.json()).toEqual({ result: { email: 'member@example.com' } })
      }
    }
    const refused = await answered(serverFunction, 'serverFn', Response.json({ error: 'UNAUTHORIZED' }, { status: 401 }))
    expect([refused.status, refused.headers.get('cache-control')]).toEqual([401, 'private, no-store'])
  })

  it('keeps a member page and a console page out of every cache, the console unindexed, and leaves a public page to its own rule', async () => {
    const page = () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } })
    const mypage = await answered('http://localhost/mypage?lang=ko-KR', 'router', page())
    expect([mypage.headers.get('cache-control'), mypage.headers.get('x-robots-tag')]).toEqual(['private, no-store', null])
    const consolePage = await answered('http://localhost/admin/inquiries?lang=ko-KR', 'router', page())
    expect([consolePage.headers.get('cache-control'), consolePage.headers.get('x-robots-tag')]).toEqual([
      'private, no-store',
      'noindex, nofollow',
    ])
    const publicPage = await answered('http://localhost/company?lang=ko-KR', 'router', page())
    expect(publicPage.headers.get('cache-control')).toBeNull()
  })

  it('keeps any spelling of a member or console page that the router reaches out of every cache', async () => {
    const page = () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } })
    for (const path of ['/%6Dypage', '/%6dypage/points', '/%73ample/', '/%61dmin/inquiries']) {
      const answer = await answered(`http://localhost${path}?lang=ko-KR`, 'router', page())
      expect(answer.headers.get('cache-control'), path).toBe('private, no-store')
    }
  })
})

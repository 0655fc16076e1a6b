import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toCachedPage } from './cached-page'
import { pageCache } from './page-cache.server'
import { answerWithKeptPage } from './page-cache-node-hit'

const html = '<!doctype html><title>소식</title><p>kept</p>'
const keptPath = '/news?lang=ko-KR'
const redirected = new Set<string>()
let server: Server
let base: string

/** A server whose requests the page cache is offered first, as app/server-worker.ts does; the app answers 418. */
beforeAll(async () => {
  if (!pageCache) throw new Error('the page cache is off (PAGE_CACHE_TTL_SECONDS)')
  const rendered = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, s-maxage=300' })
  pageCache.set(`http ${keptPath}`, toCachedPage(200, rendered, html), pageCache.generation)
  server = createServer((request, response) => {
    const answeredBefore = (url: URL) => redirected.has(url.pathname)
    if (!answerWithKeptPage(request, response, { answeredBefore })) response.writeHead(418).end('the app')
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  pageCache?.clear()
  await new Promise((closed) => server.close(closed))
})

const page = { accept: 'text/html' }

/** The answer's status, headers and body bytes as they came over the wire (fetch would undo the gzip). */
function raw(path: string, headers: Record<string, string>) {
  return new Promise<{ status?: number; headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    get(`${base}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => done({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }))
    }).on('error', fail)
  })
}

describe('a kept page answered on Node’s request', () => {
  it('is sent whole, gzipped for a browser that takes gzip, with the headers it was kept with', async () => {
    const gzipped = await raw(keptPath, { ...page, 'accept-encoding': 'gzip, deflate, br' })
    expect(gzipped.status).toBe(200)
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers['x-page-cache']).toBe('hit')
    expect(gzipped.headers['cache-control']).toBe('public, s-maxage=300')
    expect(gzipped.headers.vary).toBe('accept-encoding')
    expect(gunzipSync(gzipped.body).toString()).toBe(html)

    const plain = await raw(keptPath, { ...page, 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(html)))
    expect(plain.body.toString()).toBe(html)
  })

  it('is left to the app for a visitor with a cookie, another method, another address, or one a redirect answers', async () => {
    const toTheApp = async (path: string, init: RequestInit = {}) => (await fetch(`${base}${path}`, init)).status
    expect(await toTheApp(keptPath, { headers: { ...page, cookie: 'session=1' } })).toBe(418)
    expect(await toTheApp(keptPath, { method: 'POST', headers: page })).toBe(418)
    expect(await toTheApp(keptPath, { headers: { accept: 'application/json' } })).toBe(418)
    // Read as srvx reads it: a path beginning with two slashes is a path here, never another host's address.
    expect(await toTheApp(`/${keptPath}`, { headers: page })).toBe(418)
    redirected.add('/news')
    try {
      expect(await toTheApp(keptPath, { headers: page })).toBe(418)
    } finally {
      redirected.clear()
    }
    expect(await toTheApp(keptPath, { headers: page })).toBe(200)
  })
})

import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressedResponse } from './compress-response'

const BROWSER = 'gzip, deflate, br, zstd'
const page = `<!doctype html><html><body>${'<p>셀락티스 포스트바이오틱스</p>'.repeat(100)}</body></html>`

const request = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://site.test/mypage', { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })
const response = (body: string | null, headers: Record<string, string>, status = 200) => new Response(body, { status, headers })
const html = { 'content-type': 'text/html; charset=utf-8' }

describe('compressedResponse', () => {
  it('gzips a page for a browser that accepts it, with its length, and says it varies', async () => {
    const served = await compressedResponse(request(BROWSER), response(page, html))
    expect(served.headers.get('content-encoding')).toBe('gzip')
    expect(served.headers.get('vary')).toBe('accept-encoding')
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(served.headers.get('content-length')).toBe(String(bytes.length))
    expect(gunzipSync(bytes).toString()).toBe(page)
    expect(bytes.length).toBeLessThan(Buffer.byteLength(page) / 10)
  })

  it('gzips a page that was streamed in parts', async () => {
    const parts = ['<html><body>', '<p>first part</p>'.repeat(100), '</body></html>']
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part))
        controller.close()
      },
    })
    const served = await compressedResponse(request(BROWSER), new Response(stream, { headers: html }))
    expect(gunzipSync(Buffer.from(await served.arrayBuffer())).toString()).toBe(parts.join(''))
  })

  it('leaves the body alone for a client that does not accept gzip, but still says it varies', async () => {
    const served = await compressedResponse(request('br;q=1, gzip;q=0'), response(page, html))
    expect(served.headers.has('content-encoding')).toBe(false)
    expect(served.headers.get('vary')).toBe('accept-encoding')
    expect(await served.text()).toBe(page)
  })

  it('sends a small page as it is', async () => {
    const served = await compressedResponse(request(BROWSER), response('<p>short</p>', html))
    expect(served.headers.has('content-encoding')).toBe(false)
    expect(await served.text()).toBe('<p>short</p>')
  })

  it('leaves alone what is not a page, or is compressed already, or has no body', async () => {
    const cases = [
      [request(BROWSER), response('x'.repeat(5000), { 'content-type': 'application/pdf' })],
      [request(BROWSER), response(JSON.stringify({ items: 'x'.repeat(5000) }), { 'content-type': 'application/json' })],
      [request(BROWSER), response(page, { ...html, 'content-encoding': 'gzip', vary: 'accept-encoding' })],
      [request(BROWSER), response(null, { ...html, vary: 'accept-encoding' }, 304)],
      [request(BROWSER, 'HEAD'), response(null, { ...html, vary: 'accept-encoding' })],
    ] as const
    for (const [incoming, original] of cases) expect(await compressedResponse(incoming, original)).toBe(original)
  })

  it('adds accept-encoding to a Vary that names other headers', async () => {
    const served = await compressedResponse(request(), response(page, { ...html, vary: 'cookie' }))
    expect(served.headers.get('vary')).toBe('cookie, accept-encoding')
  })
})

import { constants, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressedResponse } from './compress-response'

const BROWSER = 'gzip, deflate, br, zstd'
const page = `<!doctype html><html><body>${'<p>셀락티스 포스트바이오틱스</p>'.repeat(100)}</body></html>`

const request = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://site.test/mypage', { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })
const response = (body: string | null, headers: Record<string, string>, status = 200) => new Response(body, { status, headers })
const html = { 'content-type': 'text/html; charset=utf-8' }

describe('compressedResponse', () => {
  it('gzips a page for a browser that accepts it, and says it varies', async () => {
    const served = compressedResponse(request(BROWSER), response(page, { ...html, 'content-length': '99999' }))
    expect(served.headers.get('content-encoding')).toBe('gzip')
    expect(served.headers.get('vary')).toBe('accept-encoding')
    expect(served.headers.has('content-length')).toBe(false)
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(gunzipSync(bytes).toString()).toBe(page)
    expect(bytes.length).toBeLessThan(Buffer.byteLength(page) / 10)
  })

  it('sends each chunk of a streamed body as it comes, not at the end', async () => {
    let push: (text: string) => void = () => {}
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text))
      },
    })
    const served = compressedResponse(request(BROWSER), new Response(stream, { headers: html }))
    const reader = served.body?.getReader()
    push('<html><body><p>first part</p>')
    const first = await reader?.read()
    // A gzip header and a sync-flushed deflate block: enough to decode the first part on its own.
    const decoded = gunzipSync(Buffer.from(first?.value ?? []), { finishFlush: constants.Z_SYNC_FLUSH })
    expect(decoded.toString()).toContain('first part')
    await reader?.cancel()
  })

  it('leaves the body alone for a client that does not accept gzip, but still says it varies', async () => {
    const served = compressedResponse(request('br;q=1, gzip;q=0'), response(page, html))
    expect(served.headers.has('content-encoding')).toBe(false)
    expect(served.headers.get('vary')).toBe('accept-encoding')
    expect(await served.text()).toBe(page)
  })

  it('leaves alone what is not worth compressing or already is', () => {
    const cases = [
      [request(BROWSER), response('x'.repeat(5000), { 'content-type': 'application/pdf' })],
      [request(BROWSER), response(page, { ...html, 'content-encoding': 'br', vary: 'accept-encoding' })],
      [request(BROWSER), response(null, { ...html, vary: 'accept-encoding' }, 304)],
    ] as const
    for (const [incoming, original] of cases) expect(compressedResponse(incoming, original)).toBe(original)
  })

  it('sends a small answer as it is', async () => {
    const served = compressedResponse(
      request(BROWSER),
      response('{"ok":true}', { 'content-type': 'application/json', 'content-length': '11' }),
    )
    expect(served.headers.has('content-encoding')).toBe(false)
    expect(await served.text()).toBe('{"ok":true}')
  })

  it('gzips JSON of a server function or the API too', async () => {
    const json = JSON.stringify({ items: Array.from({ length: 50 }, (_, id) => ({ id, title: '새 소식' })) })
    const served = compressedResponse(request(BROWSER), response(json, { 'content-type': 'application/json' }))
    expect(served.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await served.arrayBuffer())).toString()).toBe(json)
  })

  it('adds accept-encoding to a Vary that names other headers', () => {
    const served = compressedResponse(request(), response(page, { ...html, vary: 'cookie' }))
    expect(served.headers.get('vary')).toBe('cookie, accept-encoding')
  })
})

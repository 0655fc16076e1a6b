import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { acceptsGzip, variesOnAcceptEncoding, varyOnAcceptEncoding } from './accept-encoding'

const gzipAsync = promisify(gzip)

/** Below this, gzip's header and trailer eat most of the gain. */
const MIN_BYTES = 1024
const HTML = /^text\/html\b/i

/**
 * Whether a response is a page worth compressing that nobody has compressed yet. Only pages: the API's and the server
 * functions' JSON answers are a few kilobytes, and a zlib stream per answer held about 250 kB of native memory each
 * until collected (RSS +160 MB in 100 s at 100 API reads a second, measured).
 */
export function isCompressible(request: Request, response: Response): boolean {
  if (request.method === 'HEAD' || !response.body || response.headers.has('content-encoding')) return false
  if (response.status === 204 || response.status === 304 || response.status === 206) return false
  return HTML.test(response.headers.get('content-type') ?? '')
}

/**
 * The page gzipped when the request accepts it; else the response, with `Vary: accept-encoding`. The page is read
 * whole and compressed in one call on libuv's thread pool, so no compressor outlives the response.
 */
export async function compressedResponse(request: Request, response: Response): Promise<Response> {
  if (!HTML.test(response.headers.get('content-type') ?? '')) return response
  const gzip = acceptsGzip(request.headers.get('accept-encoding')) && isCompressible(request, response)
  if (!gzip && variesOnAcceptEncoding(response.headers)) return response
  const headers = new Headers(response.headers)
  varyOnAcceptEncoding(headers)
  const init = { status: response.status, statusText: response.statusText, headers }
  if (!gzip) return new Response(response.body, init)
  const page = new Uint8Array(await response.arrayBuffer())
  if (page.byteLength < MIN_BYTES) return new Response(page, init)
  const body = new Uint8Array(await gzipAsync(page))
  headers.set('content-encoding', 'gzip')
  headers.set('content-length', String(body.byteLength))
  return new Response(body, init)
}

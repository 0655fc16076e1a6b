import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { acceptsGzip, variesOnAcceptEncoding, varyOnAcceptEncoding } from './accept-encoding'

const gzipAsync = promisify(gzip)

/** Below this, gzip's header and trailer eat most of the gain. */
const MIN_BYTES = 1024
const HTML = /^text\/html\b/i

/**
 * Whether a page's body can be compressed: it has one, nobody has compressed it yet, and it is not a partial answer.
 * Only pages are: the API's and the server functions' JSON answers are a few kilobytes each (decision 19).
 */
function hasCompressibleBody(request: Request, response: Response): boolean {
  if (request.method === 'HEAD' || !response.body || response.headers.has('content-encoding')) return false
  return response.status !== 204 && response.status !== 304 && response.status !== 206
}

/**
 * The page gzipped when the request accepts it; else the response, with `Vary: accept-encoding`. The page is read
 * whole and compressed in one call on libuv's thread pool, so no compressor outlives the response.
 */
export async function compressedResponse(request: Request, response: Response): Promise<Response> {
  if (!HTML.test(response.headers.get('content-type') ?? '')) return response
  const gzip = acceptsGzip(request.headers.get('accept-encoding')) && hasCompressibleBody(request, response)
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

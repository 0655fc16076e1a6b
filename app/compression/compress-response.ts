import { Duplex } from 'node:stream'
import { constants, createGzip } from 'node:zlib'
import { acceptsGzip, variesOnAcceptEncoding, varyOnAcceptEncoding } from './accept-encoding'

/** Below this, gzip's header and trailer eat most of the gain. */
const MIN_BYTES = 1024
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|javascript|x-ndjson)|image\/svg\+xml)|\+(json|xml)\b/i

/** Whether a response is text worth compressing that nobody has compressed yet. */
export function isCompressible(request: Request, response: Response): boolean {
  if (request.method === 'HEAD' || !response.body || response.headers.has('content-encoding')) return false
  if (response.status === 204 || response.status === 304 || response.status === 206) return false
  if (!COMPRESSIBLE_TYPE.test(response.headers.get('content-type') ?? '')) return false
  const length = response.headers.get('content-length')
  return length === null || Number(length) >= MIN_BYTES
}

/**
 * A streamed gzip of the body. Every chunk is flushed as it comes (a sync flush), so a page streamed in parts, or a
 * server function's stream, reaches the browser as soon as it would uncompressed.
 */
function gzipStream(): ReadableWritablePair<Uint8Array, Uint8Array> {
  return Duplex.toWeb(createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH })) as ReadableWritablePair<Uint8Array, Uint8Array>
}

/**
 * The response gzipped when the request accepts it and the response is compressible text; else the response, with
 * `Vary: accept-encoding` when it is text that another request could get compressed.
 */
export function compressedResponse(request: Request, response: Response): Response {
  if (!COMPRESSIBLE_TYPE.test(response.headers.get('content-type') ?? '')) return response
  const gzip = acceptsGzip(request.headers.get('accept-encoding')) && isCompressible(request, response)
  if (!gzip && variesOnAcceptEncoding(response.headers)) return response
  const headers = new Headers(response.headers)
  varyOnAcceptEncoding(headers)
  let body: ReadableStream<Uint8Array> | null = response.body
  if (gzip && body) {
    headers.set('content-encoding', 'gzip')
    headers.delete('content-length')
    body = body.pipeThrough(gzipStream())
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

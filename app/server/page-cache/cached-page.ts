import { constants, gzipSync } from 'node:zlib'
import { FastResponse } from 'srvx'
import { varyOnAcceptEncoding } from '~/server/compression/accept-encoding'
import type { CachedPage, ServedHeaders } from './page-cache-store'

const utf8 = new TextEncoder()

/** zlib's default level: 0.5 ms for a 34 kB page at about a quarter of its size, paid once per page kept. */
const GZIP_LEVEL = constants.Z_DEFAULT_COMPRESSION

/** Names how the page cache answered: `hit` (kept bytes) or `miss` (rendered now, and kept). */
const CACHE_STATUS_HEADER = 'x-page-cache'

/** The headers one form of the page is served with as a hit: its encoding, its length, and the cache's word. */
function servedHeaders(headers: Headers, body: Uint8Array, encoding: 'gzip' | undefined): ServedHeaders {
  const served = new Headers(headers)
  // The date is the moment's own; the length is the body's in the form served.
  served.delete('date')
  if (encoding) served.set('content-encoding', encoding)
  varyOnAcceptEncoding(served)
  // With its length known, the page goes out in one write instead of as chunks and a closing chunk.
  served.set('content-length', String(body.byteLength))
  served.set(CACHE_STATUS_HEADER, 'hit')
  return [...served].flat()
}

/**
 * A rendered page as the cache keeps it: its body as UTF-8 bytes (encoding 30 kB of text for every response was the
 * largest cost of a hit), gzipped once, and the headers of each form made once.
 */
export function toCachedPage(status: number, headers: Headers, body: string): CachedPage {
  const bytes = utf8.encode(body)
  const gzip = new Uint8Array(gzipSync(bytes, { level: GZIP_LEVEL }))
  return {
    status,
    body: bytes,
    gzip,
    headers: { plain: servedHeaders(headers, bytes, undefined), gzip: servedHeaders(headers, gzip, 'gzip') },
  }
}

/** The body and headers of a cached page's form: gzipped when `gzip` is true. */
export function cachedPageForm(page: CachedPage, gzip: boolean): { body: Uint8Array<ArrayBuffer>; headers: ServedHeaders } {
  return gzip ? { body: page.gzip, headers: page.headers.gzip } : { body: page.body, headers: page.headers.plain }
}

/**
 * A cached page as a response (a hit the framework's middleware finds, or a page just rendered and kept), saying how the
 * cache answered. Made as srvx's response, which the server writes from its body and header list as they are; the
 * platform's copies the body and checks every header again.
 */
export function cachedPageResponse(page: CachedPage, { gzip }: { gzip: boolean }, cacheStatus: 'hit' | 'miss'): Response {
  const { body, headers } = cachedPageForm(page, gzip)
  const pairs: Array<[string, string]> = []
  for (let at = 0; at < headers.length; at += 2) {
    const name = headers[at] as string
    pairs.push([name, name === CACHE_STATUS_HEADER ? cacheStatus : (headers[at + 1] as string)])
  }
  return new FastResponse(body, { status: page.status, headers: pairs })
}

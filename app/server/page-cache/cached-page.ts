import { constants, gzipSync } from 'node:zlib'
import { varyOnAcceptEncoding } from '~/server/compression/accept-encoding'
import type { CachedPage } from './page-cache-store'

const utf8 = new TextEncoder()

/** zlib's default level: 0.5 ms for a 34 kB page at about a quarter of its size, paid once per page kept. */
const GZIP_LEVEL = constants.Z_DEFAULT_COMPRESSION

/**
 * A rendered page as the cache keeps it: its body as UTF-8 bytes (encoding 30 kB of text for every response was the
 * largest cost of a hit) and gzipped once.
 */
export function toCachedPage(status: number, headers: Headers, body: string): CachedPage {
  const bytes = utf8.encode(body)
  return {
    status,
    // The date is the moment's own; the length is the body's in the form served.
    headers: [...headers].filter(([name]) => name !== 'content-length' && name !== 'date'),
    body: bytes,
    gzip: new Uint8Array(gzipSync(bytes, { level: GZIP_LEVEL })),
  }
}

/** A cached page as a response's parts: gzipped when `gzip` is true. */
export function fromCachedPage(
  page: CachedPage,
  { gzip }: { gzip: boolean },
): { status: number; headers: Headers; body: Uint8Array<ArrayBuffer> } {
  const headers = new Headers(page.headers)
  if (gzip) headers.set('content-encoding', 'gzip')
  varyOnAcceptEncoding(headers)
  const body = gzip ? page.gzip : page.body
  // With its length known, the page goes out in one write instead of as chunks and a closing chunk.
  headers.set('content-length', String(body.byteLength))
  return { status: page.status, headers, body }
}

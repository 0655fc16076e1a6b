import { varyOnAcceptEncoding } from '~/server/compression/accept-encoding'
import { deflateParts, gzipJoined } from './gzip-around-nonce'
import type { CachedPage } from './page-cache-store'

/**
 * Where a cached page had its nonce in a header. Random per process and far longer than a nonce, so it cannot be
 * mistaken for anything a header contains.
 */
const NONCE_PLACEHOLDER = `cspnonce${crypto.randomUUID().replaceAll('-', '')}${crypto.randomUUID().replaceAll('-', '')}`

const utf8 = new TextEncoder()

/** The nonce a response's CSP allows, or undefined. */
export function nonceOfPolicy(policy: string | null): string | undefined {
  return policy?.match(/'nonce-([^']+)'/)?.[1]
}

/**
 * A rendered page as the cache keeps it: the body cut at its nonce and kept as UTF-8 bytes (encoding 30 kB of text
 * for every response was the largest cost of a hit), and deflated part by part for gzip responses; the nonce in the
 * headers replaced.
 */
export function toCachedPage(status: number, headers: Headers, body: string, nonce: string): CachedPage {
  const withoutNonce = (text: string) => text.replaceAll(nonce, NONCE_PLACEHOLDER)
  const bodyParts = body.split(nonce).map((part) => utf8.encode(part))
  const nonceLength = utf8.encode(nonce).length
  return {
    status,
    // The date is the moment's own, and the length changes with the nonce's; each response gets its own.
    headers: [...headers]
      .filter(([name]) => name !== 'content-length' && name !== 'date')
      .map(([name, value]) => [name, withoutNonce(value)]),
    bodyParts,
    gzipParts: deflateParts(bodyParts, nonceLength),
    nonceLength,
  }
}

/**
 * A cached page served with a fresh nonce, as unique per response as a rendered page's; gzipped when `gzip` is true
 * and the page has its deflated parts for a nonce of this length.
 */
export function fromCachedPage(
  page: CachedPage,
  nonce: string,
  { gzip }: { gzip: boolean },
): { status: number; headers: Headers; body: Uint8Array<ArrayBuffer> } {
  const withNonce = (text: string) => text.replaceAll(NONCE_PLACEHOLDER, nonce)
  const nonceBytes = utf8.encode(nonce)
  const gzipParts = gzip && nonceBytes.length === page.nonceLength ? page.gzipParts : undefined
  const body = gzipParts ? gzipJoined(page.bodyParts, gzipParts, nonceBytes) : joinBytes(page.bodyParts, nonceBytes)
  const headers = new Headers(page.headers.map(([name, value]) => [name, withNonce(value)]))
  if (gzipParts) headers.set('content-encoding', 'gzip')
  varyOnAcceptEncoding(headers)
  // With its length known, the page goes out in one write instead of as chunks and a closing chunk.
  headers.set('content-length', String(body.byteLength))
  return { status: page.status, headers, body }
}

function joinBytes(parts: Uint8Array[], separator: Uint8Array): Uint8Array<ArrayBuffer> {
  const size = parts.reduce((sum, part) => sum + part.length, separator.length * (parts.length - 1))
  const joined = new Uint8Array(size)
  let offset = 0
  parts.forEach((part, index) => {
    if (index > 0) {
      joined.set(separator, offset)
      offset += separator.length
    }
    joined.set(part, offset)
    offset += part.length
  })
  return joined
}

/**
 * The answers for the headers seen most: browsers send a handful of distinct values, and a page-cache hit asks on every
 * request. Bounded, since a client can send any header it likes.
 */
const knownAnswers = new Map<string, boolean>()
const KNOWN_ANSWERS_MAX = 64

/**
 * Whether a request's Accept-Encoding allows gzip (RFC 9110, 12.5.3): named, or covered by `*`, with a weight above
 * zero. An explicit `gzip;q=0` refuses it even when `*` would allow it.
 */
export function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false
  const known = knownAnswers.get(header)
  if (known !== undefined) return known
  const answer = weighsGzipAboveZero(header)
  if (knownAnswers.size < KNOWN_ANSWERS_MAX) knownAnswers.set(header, answer)
  return answer
}

function weighsGzipAboveZero(header: string): boolean {
  const weights = new Map<string, number>()
  for (const entry of header.split(',')) {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase())
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (coding) weights.set(coding, Number.isFinite(weight) ? weight : 0)
  }
  const gzip = weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*')
  return gzip !== undefined && gzip > 0
}

/** Whether the headers' Vary already covers Accept-Encoding. */
export function variesOnAcceptEncoding(headers: Headers): boolean {
  return /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(headers.get('vary') ?? '')
}

/** The headers' Vary with `accept-encoding` added once. */
export function varyOnAcceptEncoding(headers: Headers): void {
  if (variesOnAcceptEncoding(headers)) return
  const vary = headers.get('vary')
  headers.set('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
}

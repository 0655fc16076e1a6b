import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import { acceptsGzip } from '~/server/compression/accept-encoding'
import { isForwardedHttps } from '~/server/headers/request-https.server'
import { type RequestRecorder, requestRecorder } from '~/server/metrics/request-metrics.server'
import { siteMetrics } from '~/server/metrics/site-metrics.server'
import { cachedPageForm } from './cached-page'
import { pageCache } from './page-cache.server'
import { pageCacheKey } from './page-cache-rules'
import type { CachedPage } from './page-cache-store'

/**
 * The origin a request's address is read against: any will do, since the key holds only the path and query. Joined as
 * the server's own request does (srvx), so that an address reads the same here as in the framework (`//x/y` a path).
 */
const ANY_ORIGIN = 'http://site.invalid'

/** Node's parsed headers, read as the rules read a request's (lower-case names; a repeated header's values joined). */
function headersOf(headers: IncomingHttpHeaders): Pick<Headers, 'get' | 'has'> {
  return {
    get: (name) => {
      const value = headers[name]
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
    },
    has: (name) => headers[name] !== undefined,
  }
}

/** Each kept page's recorder for the request metrics, made at its first hit: its path and status never change. */
const recorders = new WeakMap<CachedPage, RequestRecorder>()

function recorderOf(page: CachedPage, pathname: string): RequestRecorder {
  let recorder = recorders.get(page)
  if (!recorder) {
    recorder = requestRecorder(pathname, page.status)
    recorders.set(page, recorder)
  }
  return recorder
}

let hitCounter: { inc(): void } | undefined
const countHit = () => {
  hitCounter ??= siteMetrics().cache.labels({ cache: 'page', result: 'hit' })
  hitCounter.inc()
}

export interface NodeHitOptions {
  /** Whether another answer comes before the page cache for this address (an old address an editor redirected). */
  answeredBefore: (url: URL) => boolean
}

/**
 * Answers a GET with a kept page on Node's own request, before any platform Request is made and before the framework's
 * routing and middleware (issue 41, decision 94): the cache keeps the whole answer, every header a rendering adds
 * already in it, so all a hit has to do is write it. True when it answered; false sends the request on its usual way,
 * where a miss is rendered and kept (page-cache-middleware.ts). The rules for who gets a kept page are the same
 * (page-cache-rules.ts): the same request is given the same key.
 */
export function answerWithKeptPage(request: IncomingMessage, response: ServerResponse, options: NodeHitOptions): boolean {
  if (!pageCache || request.method !== 'GET' || !request.url?.startsWith('/')) return false
  const started = performance.now()
  const url = new URL(`${ANY_ORIGIN}${request.url}`)
  const headers = headersOf(request.headers)
  const https = (request.socket as Partial<TLSSocket>).encrypted === true || isForwardedHttps(headers)
  const key = pageCacheKey({ method: request.method, headers }, url, https)
  const cached = key ? pageCache.get(key) : undefined
  if (!cached || options.answeredBefore(url)) return false
  const form = cachedPageForm(cached, acceptsGzip(request.headers['accept-encoding']))
  response.writeHead(cached.status, form.headers).end(form.body)
  countHit()
  recorderOf(cached, url.pathname)(started)
  return true
}

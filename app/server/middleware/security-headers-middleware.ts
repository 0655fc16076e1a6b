import { createMiddleware } from '@tanstack/react-start'
import { env } from '~/config/env.server'
import { type SecurityHeaderOptions, securityHeaders } from '~/server/headers/content-security-policy'
import { createNonce } from '~/server/headers/nonce.server'
import { hashPageScripts } from '~/server/headers/page-script-hashes'
import { isHttpsRequest } from '~/server/headers/request-https.server'
import { isCacheablePage, pageCacheKey } from '~/server/page-cache/page-cache-rules'
import { sharedCacheControl } from '~/server/shared-cache/shared-cache-control'
import {
  collectingSurrogateKeys,
  FRAME_KEY,
  SURROGATE_KEY_HEADER,
  surrogateKeyHeaders,
} from '~/server/shared-cache/surrogate-keys.server'

/** Third-party hosts are allowed only when their keys are configured (see kakaoMapSources, recaptchaSources). */
const thirdParties = {
  kakaoMaps: !!env.KAKAO_MAP_APP_KEY,
  recaptcha: !!env.RECAPTCHA_SITE_KEY,
  postcode: env.ADDRESS_SEARCH === 'on',
}

const sharedCacheLifetimes = {
  maxAgeSeconds: env.SHARED_CACHE_MAX_AGE_SECONDS,
  staleWhileRevalidateSeconds: env.SHARED_CACHE_STALE_WHILE_REVALIDATE_SECONDS,
  staleIfErrorSeconds: env.SHARED_CACHE_STALE_IF_ERROR_SECONDS,
}

function withHeaders(response: Response, headers: Headers, body: BodyInit | null = response.body): Response {
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

function setSecurityHeaders(headers: Headers, options: SecurityHeaderOptions): void {
  for (const [name, value] of Object.entries(securityHeaders(options))) headers.set(name, value)
}

/**
 * A public file made of the content (a feed, the sitemap: a complete answer its handler declared `public`, setting no
 * cookie) names the API answers it was made of, as a page does, so that the shared cache's purge takes it with them.
 * An answer that names its own (the public API's reads) keeps them.
 */
function namingWhatPublicFilesShow(response: Response, headers: Headers, keys: Set<string>) {
  const cacheControl = response.headers.get('cache-control') ?? ''
  if (response.status !== 200 || response.headers.has('set-cookie') || !/\bpublic\b/.test(cacheControl)) return
  if (response.headers.has(SURROGATE_KEY_HEADER)) return
  for (const [name, value] of Object.entries(surrogateKeyHeaders(keys))) headers.set(name, value)
}

/**
 * Every response gets the security headers. A page only an anonymous visitor asked for, that a shared cache may keep
 * (the page cache's own rule: a plain GET without cookie or authorization, not a member's, console or preview page),
 * is allowed the scripts this site wrote by their hashes instead, so that it is the same for everyone; when it
 * is complete and public, it says how long shared caches may keep it and what it shows (`Surrogate-Key`), for their
 * purge (docs/decisions/0054). Every other request gets a fresh nonce (read by the router for its scripts, 0002).
 */
export const securityHeadersMiddleware = createMiddleware().server(async ({ request, next }) => {
  const https = isHttpsRequest(request)
  const keys = new Set([FRAME_KEY])
  if (!pageCacheKey(request, new URL(request.url), https)) {
    const nonce = createNonce()
    // Only a GET can answer a public file: a server function's or a form's POST is not collected for.
    const render = () => next({ context: { nonce } })
    const result = request.method === 'GET' ? await collectingSurrogateKeys(keys, render) : await render()
    const headers = new Headers(result.response.headers)
    setSecurityHeaders(headers, { nonce, https, ...thirdParties })
    namingWhatPublicFilesShow(result.response, headers, keys)
    return withHeaders(result.response, headers)
  }

  // Rendered with a nonce of its own, which never leaves the server: it marks the scripts this site wrote, the only
  // ones hashPageScripts allows.
  const renderNonce = createNonce()
  const result = await collectingSurrogateKeys(keys, () => next({ context: { nonce: renderNonce } }))
  const { response } = result
  const headers = new Headers(response.headers)
  if (!response.headers.get('content-type')?.startsWith('text/html')) {
    setSecurityHeaders(headers, { scriptHashes: [], https, ...thirdParties })
    namingWhatPublicFilesShow(response, headers, keys)
    return withHeaders(response, headers)
  }
  // The hashes go in a header, before the body: the page is read whole first (the page cache did so already).
  const page = hashPageScripts(new Uint8Array(await response.arrayBuffer()), renderNonce)
  setSecurityHeaders(headers, { scriptHashes: page.hashes, https, ...thirdParties })
  headers.delete('content-length')
  if (isCacheablePage(response) && sharedCacheLifetimes.maxAgeSeconds > 0) {
    headers.set('cache-control', sharedCacheControl(sharedCacheLifetimes))
    for (const [name, value] of Object.entries(surrogateKeyHeaders(keys))) headers.set(name, value)
  }
  return withHeaders(response, headers, page.body)
})

import { createMiddleware } from '@tanstack/react-start'
import { env } from '~/config/env.server'
import { securityHeaders } from '~/server/headers/content-security-policy'
import { createNonce } from '~/server/headers/nonce.server'
import { isHttpsRequest } from '~/server/headers/request-https.server'

/** Gives every request a fresh CSP nonce (read by the router for its scripts) and every response the security headers. */
export const securityHeadersMiddleware = createMiddleware().server(async ({ request, next }) => {
  const nonce = createNonce()
  const result = await next({ context: { nonce } })
  const headers = new Headers(result.response.headers)
  // Third-party hosts are allowed only when their keys are configured (see kakaoMapSources, recaptchaSources).
  const options = {
    nonce,
    https: isHttpsRequest(request),
    kakaoMaps: !!env.KAKAO_MAP_APP_KEY,
    recaptcha: !!env.RECAPTCHA_SITE_KEY,
    postcode: env.ADDRESS_SEARCH === 'on',
  }
  for (const [name, value] of Object.entries(securityHeaders(options))) {
    headers.set(name, value)
  }
  const { status, statusText, body } = result.response
  return new Response(body, { status, statusText, headers })
})

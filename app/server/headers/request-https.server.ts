import { env } from '~/config/env.server'

/**
 * Whether a proxy says the visitor came over HTTPS: its `X-Forwarded-Proto` counts only when the site is told to trust
 * it (TRUST_PROXY); anyone can send the header.
 */
export function isForwardedHttps(headers: Pick<Headers, 'get'>, trustProxy = env.TRUST_PROXY): boolean {
  return trustProxy && headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
}

/** Whether the visitor reached the site over HTTPS: directly, or through a proxy that says so. */
export function isHttpsRequest(request: Request, trustProxy = env.TRUST_PROXY): boolean {
  // A request's address is absolute and its scheme lower case: no need to parse it.
  return request.url.startsWith('https:') || isForwardedHttps(request.headers, trustProxy)
}

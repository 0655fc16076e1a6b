import { env } from '~/config/env.server'

/**
 * Whether the visitor reached the site over HTTPS: directly, or through a proxy that says so. The proxy's
 * `X-Forwarded-Proto` counts only when the site is told to trust it (TRUST_PROXY); anyone can send the header.
 */
export function isHttpsRequest(request: Request, trustProxy = env.TRUST_PROXY): boolean {
  // A request's address is absolute and its scheme lower case: no need to parse it.
  if (request.url.startsWith('https:')) return true
  return trustProxy && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
}

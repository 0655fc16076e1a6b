import { staticSecurityHeaders } from './static-headers'

/**
 * An answer made at the server's entry, before the app's middleware (a refusal of the request's address or size, a
 * visitor who left), with the security headers every answer carries; one that has them (every page, a page-cache hit,
 * an API answer) is passed as it is. It stands where a route rule on every path stood, which made the framework
 * rebuild every answer to merge headers it already had (issue 41).
 */
export function withSecurityHeaders(response: Response): Response {
  if (response.headers.has('x-content-type-options')) return response
  // A new answer around the same body: some answers' headers cannot be changed (a redirect made by Response.redirect).
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(staticSecurityHeaders)) if (!headers.has(name)) headers.set(name, value)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

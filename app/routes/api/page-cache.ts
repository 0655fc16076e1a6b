import { createFileRoute } from '@tanstack/react-router'
import { env } from '~/config/env.server'
import { pageCache } from '~/page-cache/page-cache.server'
import { bearerToken, tokenMatches } from '~/security/token-matches'

/**
 * DELETE /api/page-cache (Bearer ADMIN_TOKEN): empties the anonymous page cache at once, for the company's backend
 * to call after it changed content (otherwise a change shows within PAGE_CACHE_TTL_SECONDS). 404 without a token
 * configured, 401 with a wrong one, 204 once emptied.
 */
function purge({ request }: { request: Request }): Response {
  if (!env.ADMIN_TOKEN) return new Response(null, { status: 404 })
  const presented = bearerToken(request.headers.get('authorization'))
  if (!presented || !tokenMatches(presented, env.ADMIN_TOKEN)) {
    return new Response(null, { status: 401, headers: { 'www-authenticate': 'Bearer realm="admin"' } })
  }
  pageCache?.clear()
  return new Response(null, { status: 204 })
}

export const Route = createFileRoute('/api/page-cache')({
  server: { handlers: { DELETE: purge } },
})

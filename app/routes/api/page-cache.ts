import { createFileRoute } from '@tanstack/react-router'
import { clearPublicReadCache } from '~/backend/mount.server'
import { env } from '~/config/env.server'
import { requestClientIp } from '~/features/sign-in/request-client-ip.server'
import { machineCredentialMayComeFrom } from '~/server/http/client-address'
import { bearerToken, tokenMatches } from '~/server/http/token-matches'
import { pageCache } from '~/server/page-cache/page-cache.server'

/**
 * DELETE /api/page-cache (Bearer ADMIN_TOKEN): empties this process's content caches at once, for whoever changed
 * content to call (otherwise a change shows within PAGE_CACHE_TTL_SECONDS): the anonymous page cache and, when the
 * built-in backend runs here, its cache of public reads. 404 without a token configured, 401 with a wrong one or
 * from another machine while ADMIN_TOKEN_FROM is loopback (as the admin API), 204 once emptied.
 */
async function purge({ request }: { request: Request }): Promise<Response> {
  if (!env.ADMIN_TOKEN) return new Response(null, { status: 404 })
  const presented = bearerToken(request.headers.get('authorization'))
  const fromHere = machineCredentialMayComeFrom(requestClientIp(), env.ADMIN_TOKEN_FROM)
  if (!presented || !tokenMatches(presented, env.ADMIN_TOKEN) || !fromHere) {
    return new Response(null, { status: 401, headers: { 'www-authenticate': 'Bearer realm="admin"' } })
  }
  // The API's answers first: a page rendered between the two purges would otherwise be built from old answers.
  await clearPublicReadCache()
  pageCache?.clear()
  return new Response(null, { status: 204 })
}

export const Route = createFileRoute('/api/page-cache')({
  server: { handlers: { DELETE: purge } },
})

import { createFileRoute } from '@tanstack/react-router'
import { getRequestIP } from '@tanstack/react-start/server'
import { serveApiRequest } from '~/backend/mount.server'
import { env } from '~/config/env.server'
import { resolveForwardedIp } from '~/server/http/client-address'

/** Mounts the built-in `/api/v1` backend over HTTP (the site itself calls it in-process). */
function handle({ request }: { request: Request }): Promise<Response> {
  return serveApiRequest(request, resolveForwardedIp(request.headers, getRequestIP(), env.TRUST_PROXY))
}

export const Route = createFileRoute('/api/v1/$')({
  server: { handlers: { ANY: handle } },
})

import { createFileRoute } from '@tanstack/react-router'
import { getRequestIP } from '@tanstack/react-start/server'
import { builtInBackendEnabled, getBackend } from '~/backend/backend.server'
import { errorResponse } from '~/backend/http/api-error'
import { requestLocale } from '~/backend/http/request-locale'
import type { ClientBindings } from '~/backend/inquiries/client-ip'
import { resolveForwardedIp } from '~/backend/inquiries/client-ip'
import { env } from '~/config/env.server'
import { log } from '~/logging/log.server'

/** Mounts the built-in `/api/v1` backend over HTTP (the site itself calls it in-process). */
async function handle({ request }: { request: Request }): Promise<Response> {
  const locale = requestLocale(request)
  if (!builtInBackendEnabled) return errorResponse('NOT_FOUND', locale)
  try {
    const { app } = await getBackend()
    const bindings: ClientBindings = { clientIp: resolveForwardedIp(request.headers, getRequestIP(), env.TRUST_PROXY) }
    return await app.fetch(request, bindings)
  } catch (error) {
    log.error('api', 'the built-in backend is unavailable', { error })
    return errorResponse('UNAVAILABLE', locale)
  }
}

export const Route = createFileRoute('/api/v1/$')({
  server: { handlers: { ANY: handle } },
})

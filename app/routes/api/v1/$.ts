import { createFileRoute } from '@tanstack/react-router'
import { builtInBackendEnabled, getBackend } from '~/backend/backend.server'
import { errorResponse } from '~/backend/http/api-error'
import { requestLocale } from '~/backend/http/request-locale'

/** Mounts the built-in `/api/v1` backend over HTTP (the site itself calls it in-process). */
async function handle({ request }: { request: Request }): Promise<Response> {
  const locale = requestLocale(request)
  if (!builtInBackendEnabled) return errorResponse('NOT_FOUND', locale)
  try {
    const { app } = await getBackend()
    return await app.fetch(request)
  } catch (error) {
    console.error('api: the built-in backend is unavailable:', error instanceof Error ? error.message : error)
    return errorResponse('UNAVAILABLE', locale)
  }
}

export const Route = createFileRoute('/api/v1/$')({
  server: { handlers: { ANY: handle } },
})

import { errorResponse } from '~/api/contract/error-response'
import { log } from '~/server/logging/log.server'
import { builtInBackendEnabled, getBackend, stopBackend } from './backend.server'
import { subscribeToContentChanges } from './content/content-change-watch.server'
import { backendAnswers, markBackendStopping } from './health/backend-health.server'
import { requestLocale } from './http/request-locale'

/**
 * The site's ways into the built-in backend, besides the in-process transport (docs/architecture.md, "The seam
 * between site and backend"): the HTTP mount of `/api/v1`, its start and stop with the server, the purge of its
 * cache of public reads, and the word that content changed.
 * Nothing else outside app/backend imports the backend, so the site runs the same on the company's own backend.
 */

export { builtInBackendEnabled }

/** Answers one `/api/v1` request that came over HTTP; clientIp is the visitor's address as the site resolved it. */
export async function serveApiRequest(request: Request, clientIp: string | undefined): Promise<Response> {
  const locale = requestLocale(request)
  if (!builtInBackendEnabled) return errorResponse('NOT_FOUND', locale)
  try {
    const { app } = await getBackend()
    return await app.fetch(request, { clientIp })
  } catch (error) {
    log.error('api', 'the built-in backend is unavailable', { error })
    return errorResponse('UNAVAILABLE', locale)
  }
}

/** Opens, migrates and seeds the database at the server's start (a failed start is retried by the next request). */
export function startBuiltInBackend(): Promise<unknown> {
  return getBackend()
}

/** Stops the backend's timers and closes its database when the server closes. */
export function stopBuiltInBackend(): Promise<void> {
  markBackendStopping()
  return stopBackend()
}

/**
 * For the balancer's health check (`/api/health`): the built-in backend is started and its database answers; true when
 * the site runs on the company's backend, whose health is its own balancer's business.
 */
export async function backendIsHealthy(): Promise<boolean> {
  return builtInBackendEnabled ? backendAnswers() : true
}

/** Empties the backend's cache of public reads, when it runs in this process. */
export async function clearPublicReadCache(): Promise<void> {
  if (builtInBackendEnabled) (await getBackend()).publicReadCache?.clear()
}

/**
 * Calls `emptyCache` each time the backend empties its cache of public reads because content changed, on this process
 * or any other on the same database, or a schedule's moment passed: the site's page cache follows (decision 36).
 */
export const onPublicContentChange: (emptyCache: () => void) => () => void = subscribeToContentChanges

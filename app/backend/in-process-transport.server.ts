import type { ClientBindings } from '~/server/http/client-address'
import { API_BASE_PATH } from './app'
import { getBackend } from './backend.server'

/** Where the in-process transport pretends the API lives: only the path reaches the backend. */
export const inProcessBaseUrl = `http://in-process${API_BASE_PATH}`

/**
 * The built-in backend answers the site's own API calls in-process: the same Request and Response, no network hop
 * (docs/architecture.md, "The seam between site and backend"). The visitor's address travels as a binding, never
 * as a header anyone could send.
 */
export async function inProcessTransport(
  request: Request,
  options?: { clientIp?: string; siteItself?: true; forVisitor?: true },
): Promise<Response> {
  const bindings: ClientBindings = {
    clientIp: options?.clientIp,
    siteItself: options?.siteItself,
    forVisitor: options?.forVisitor,
  }
  return (await getBackend()).app.fetch(request, bindings)
}

import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'
import { staffSession } from './staff-session-support'

/** The authorization header of an admin call. */
type AdminHeaders = Record<string, string>

const signedInAdmins = new Map<string, Promise<AdminHeaders>>()

/**
 * The authorization of an admin signed in through the API, for what a test sets up or checks through the admin API:
 * the machine credential reaches only the operator's tools (issue 37 §4). One admin per server (`origin`, or the
 * request context's own) and worker, signed in afresh when its session is gone (a site copy started again on a port).
 */
export async function adminApiHeaders(request: APIRequestContext, origin = ''): Promise<AdminHeaders> {
  const known = signedInAdmins.get(origin)
  if (known) {
    const headers = await known
    if ((await request.get(`${origin}/api/v1/admin/me`, { headers })).ok()) return headers
  }
  const fresh = staffSession(request, 'admin', origin).then(({ token }) => ({ authorization: `Bearer ${token}` }))
  signedInAdmins.set(origin, fresh)
  return fresh
}

let ownRequestContext: Promise<APIRequestContext> | undefined

/** adminApiHeaders for the server at `origin`, where a test calls it with fetch rather than a request context. */
export async function adminHeadersAt(origin: string): Promise<AdminHeaders> {
  ownRequestContext ??= playwrightRequest.newContext()
  return adminApiHeaders(await ownRequestContext, origin)
}

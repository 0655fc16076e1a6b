import { api } from '~/api/api-client.server'
import { UnauthorizedError } from '~/api/api-errors'
import type { Endpoint, EndpointData, EndpointInput } from '~/api/contract/endpoint'
import { m } from '~/paraglide/messages'
import { requestClientIp } from '../sign-in/request-client-ip.server'
import { clearSessionCookie, readSessionToken } from '../sign-in/sign-in-cookies.server'

/**
 * Calls a member's endpoint with the member's own token, read from the HttpOnly cookie: the server function never
 * takes a member id from the page, and the API checks ownership itself. A refused token signs the visitor out.
 */
export async function memberApi<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointData<E>> {
  const token = readSessionToken()
  if (!token) throw new UnauthorizedError(m.api_error_unauthorized())
  try {
    return await api(endpoint, input, { token, clientIp: requestClientIp() })
  } catch (error) {
    if (error instanceof UnauthorizedError) clearSessionCookie()
    throw error
  }
}

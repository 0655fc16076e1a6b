import * as v from 'valibot'
import { type ApiCallOptions, api, apiFile } from '~/api/api-client.server'
import { ApiRequestError, UnauthorizedError } from '~/api/api-errors'
import type { FileCall, FileCallInput } from '~/api/client.server'
import type { Endpoint, EndpointData, EndpointInput } from '~/api/contract/endpoint'
import { errorBody } from '~/api/contract/envelope'
import { m } from '~/paraglide/messages'
import { log } from '~/server/logging/log.server'
import { requestClientIp } from '../sign-in/request-client-ip.server'
import { resolveCurrentStaff } from './current-staff.server'
import { clearStaffCookie, readStaffToken } from './staff-cookies.server'

/**
 * The signed-in staff member's credentials for one admin call: their token as `Bearer`, the visitor's address (and
 * their browser, for a call that starts a session).
 */
function staffCredentials(extra: Pick<ApiCallOptions, 'userAgent'> = {}): ApiCallOptions {
  const token = readStaffToken()
  if (!token) throw new UnauthorizedError(m.admin_session_ended())
  return { token, tokenScheme: 'Bearer', clientIp: requestClientIp(), ...extra }
}

/** The API refused the token (expired, idle, ended, disabled): the cookie goes, and the console says the session ended. */
function sessionEnded(): UnauthorizedError {
  log.info('admin', 'the API refused the staff session token (expired, idle, ended or unknown); the cookie was cleared')
  clearStaffCookie()
  return new UnauthorizedError(m.admin_session_ended())
}

/**
 * The API refused the call for the caller's role (it checks the endpoint's roles before it reads anything): logged with
 * who and what, never with what was typed, and said in the console's words. Who it was is asked only now, so that an
 * allowed call is one call to the API.
 */
async function roleRefused(call: FileCall): Promise<ApiRequestError> {
  const { staff } = await resolveCurrentStaff()
  log.warn('admin', 'a staff member was refused a call their role does not allow', {
    staffId: staff?.id,
    role: staff?.role,
    call: `${call.method} ${call.path}`,
  })
  return new ApiRequestError(403, 'FORBIDDEN', m.admin_error_forbidden())
}

const isRoleRefusal = (error: unknown) => error instanceof ApiRequestError && error.status === 403 && error.code === 'FORBIDDEN'

/**
 * Calls the admin API for the signed-in staff member, in one call: the API resolves the caller and checks the
 * endpoint's roles. No staff session is a 401; a refused token ends the session; a refused role is a 403 (roleRefused).
 */
export async function staffApi<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  extra?: Pick<ApiCallOptions, 'userAgent'>,
): Promise<EndpointData<E>> {
  try {
    return await api(endpoint, input, staffCredentials(extra))
  } catch (error) {
    if (error instanceof UnauthorizedError) throw sessionEnded()
    if (isRoleRefusal(error)) throw await roleRefused(endpoint)
    throw error
  }
}

/**
 * An admin call whose answer is a file (an attachment, an export), for the signed-in staff member: the response to
 * stream on; a refused session or role as staffApi's.
 */
export async function staffFile(call: FileCall, input: FileCallInput): Promise<Response> {
  const response = await apiFile(call, input, staffCredentials())
  if (response.status === 401) throw sessionEnded()
  if (response.status === 403) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined)
    const refusal = v.safeParse(errorBody, body)
    if (refusal.success && refusal.output.error.code === 'FORBIDDEN') throw await roleRefused(call)
  }
  return response
}

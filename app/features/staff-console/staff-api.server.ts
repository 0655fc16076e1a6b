import { type ApiCallOptions, api, apiFile } from '~/api/api-client.server'
import { ApiRequestError, UnauthorizedError } from '~/api/api-errors'
import type { FileCall, FileCallInput } from '~/api/client.server'
import type { Endpoint, EndpointData, EndpointInput } from '~/api/contract/endpoint'
import { m } from '~/paraglide/messages'
import { log } from '~/server/logging/log.server'
import { requestClientIp } from '../sign-in/request-client-ip.server'
import { resolveCurrentStaff } from './current-staff.server'
import { roleMayCall } from './staff-access'
import { readStaffToken } from './staff-cookies.server'

/**
 * The signed-in staff member's credentials for one admin call: their token as `Bearer`, the visitor's address. The
 * call's roles are checked here first (the API checks them again): a staff member of another role is refused with 403
 * and a localized message, logged with who and what, never with what was typed; no staff session is a 401.
 */
async function staffCredentials(call: FileCall): Promise<ApiCallOptions> {
  const token = readStaffToken()
  const { staff } = token ? await resolveCurrentStaff() : { staff: null }
  if (!token || !staff) throw new UnauthorizedError(m.admin_session_ended())
  if (!roleMayCall(call.roles, staff.role)) {
    log.warn('admin', 'a staff member was refused a call their role does not allow', {
      staffId: staff.id,
      role: staff.role,
      call: `${call.method} ${call.path}`,
    })
    throw new ApiRequestError(403, 'FORBIDDEN', m.admin_error_forbidden())
  }
  return { token, tokenScheme: 'Bearer', clientIp: requestClientIp() }
}

/** Calls the admin API for the signed-in staff member, after checking their role (staffCredentials). */
export async function staffApi<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointData<E>> {
  return api(endpoint, input, await staffCredentials(endpoint))
}

/** An admin call whose answer is a file (an attachment, an export), for the signed-in staff member: the response to stream on. */
export async function staffFile(call: FileCall, input: FileCallInput): Promise<Response> {
  return apiFile(call, input, await staffCredentials(call))
}

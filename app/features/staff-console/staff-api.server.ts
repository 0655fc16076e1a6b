import { api } from '~/api/api-client.server'
import { ApiRequestError, UnauthorizedError } from '~/api/api-errors'
import type { Endpoint, EndpointData, EndpointInput } from '~/api/contract/endpoint'
import { m } from '~/paraglide/messages'
import { log } from '~/server/logging/log.server'
import { requestClientIp } from '../sign-in/request-client-ip.server'
import { resolveCurrentStaff } from './current-staff.server'
import { roleMayCall } from './staff-access'
import { readStaffToken } from './staff-cookies.server'

/**
 * Calls the admin API for the signed-in staff member: their token as `Bearer`, the visitor's address. The endpoint's
 * roles are checked here first (the API checks them again): a staff member of another role is refused with 403 and a
 * localized message, logged with who and what, never with what was typed; no staff session is a 401.
 */
export async function staffApi<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointData<E>> {
  const token = readStaffToken()
  const { staff } = token ? await resolveCurrentStaff() : { staff: null }
  if (!token || !staff) throw new UnauthorizedError(m.admin_session_ended())
  if (!roleMayCall(endpoint.roles, staff.role)) {
    log.warn('admin', 'a staff member was refused a call their role does not allow', {
      staffId: staff.id,
      role: staff.role,
      call: `${endpoint.method} ${endpoint.path}`,
    })
    throw new ApiRequestError(403, 'FORBIDDEN', m.admin_error_forbidden())
  }
  return api(endpoint, input, { token, tokenScheme: 'Bearer', clientIp: requestClientIp() })
}

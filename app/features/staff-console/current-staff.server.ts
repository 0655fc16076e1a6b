import { api } from '~/api/api-client.server'
import { UnauthorizedError } from '~/api/api-errors'
import { type StaffMember, staffEndpoints } from '~/api/contract/staff-endpoints'
import { log } from '~/server/logging/log.server'
import { clearStaffCookie, readStaffToken } from './staff-cookies.server'

/** Who runs the console. `unavailable`: there is a session, but the API could not say whose (an outage). */
export interface StaffLookup {
  staff: StaffMember | null
  unavailable: boolean
}

/**
 * The staff member of this request, through the admin API's `me`, with the staff cookie's token. A refused token (401:
 * expired, idle, ended, disabled) clears the cookie; an outage keeps it. A member's session never counts: only the staff
 * cookie is read.
 */
export async function resolveCurrentStaff(): Promise<StaffLookup> {
  const token = readStaffToken()
  if (!token) return { staff: null, unavailable: false }
  try {
    return { staff: await api(staffEndpoints.me, {}, { token, tokenScheme: 'Bearer' }), unavailable: false }
  } catch (error) {
    if (error instanceof UnauthorizedError) {
      log.info('admin', 'the API refused the staff session token (expired, idle, ended or unknown); the cookie was cleared')
      clearStaffCookie()
      return { staff: null, unavailable: false }
    }
    log.error('admin', 'the staff member could not be resolved', { error })
    return { staff: null, unavailable: true }
  }
}

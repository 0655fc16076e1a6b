import type { StaffRole } from '~/api/contract/staff-roles'

/**
 * Whether a staff member of `role` may make a call that names `roles` (an endpoint's, or a console section's). A call
 * that names none is no staff call (sign-in, an invitation): anyone may.
 */
export function roleMayCall(roles: readonly StaffRole[] | undefined, role: StaffRole): boolean {
  return roles === undefined || roles.includes(role)
}

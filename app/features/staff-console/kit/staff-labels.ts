import type { staffStatuses } from '~/api/contract/staff-endpoints'
import type { StaffRole } from '~/api/contract/staff-roles'
import { m } from '~/paraglide/messages'

export const roleLabels: Record<StaffRole, () => string> = {
  admin: m.admin_role_admin,
  editor: m.admin_role_editor,
  support: m.admin_role_support,
}

/** A role as the console names it. */
export const roleLabel = (role: StaffRole) => roleLabels[role]()

export const staffStatusLabels: Record<(typeof staffStatuses)[number], () => string> = {
  active: m.admin_status_active,
  disabled: m.admin_status_disabled,
}

export const statusLabel = (status: keyof typeof staffStatusLabels) => staffStatusLabels[status]()

import { type StaffRole, staffRoles } from '~/api/contract/staff-roles'
import { roleLabel } from './staff-labels'

/** The choice of a staff member's role: every role of the contract, as the console names it. */
export function RoleSelect({ id, value, onChange }: { id: string; value: StaffRole; onChange: (role: StaffRole) => void }) {
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => {
        const chosen = staffRoles.find((role) => role === event.target.value)
        if (chosen) onChange(chosen)
      }}
    >
      {staffRoles.map((role) => (
        <option key={role} value={role}>
          {roleLabel(role)}
        </option>
      ))}
    </select>
  )
}

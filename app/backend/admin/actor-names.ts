import type { StaffActor } from '../staff/staff-actor'

/** What the records keep as the author of a note, reply or answer made with the machine credential. */
export const MACHINE_AUTHOR = 'ADMIN_TOKEN'

/** The name a change is kept under: the staff member's, or for the machine credential the `by` it sent (if any). */
export function actorName(actor: StaffActor, by?: string): string | null {
  return actor.kind === 'staff' ? actor.name : (by ?? null)
}

/** The staff account behind a change; null for the machine credential. */
export function actorStaffId(actor: StaffActor): string | null {
  return actor.kind === 'staff' ? actor.id : null
}

/**
 * The staff's roles (issue 23): admin does everything, staff accounts included; editor edits content; support works
 * the inquiries, questions, sample requests, members and points. An admin endpoint names the roles that may call it,
 * always one of the sets below, which the console's sections name too. This module imports nothing, so that the
 * console's route, in every page's first load, can name a set without the contract's schemas.
 */
export const staffRoles = ['admin', 'editor', 'support'] as const
export type StaffRole = (typeof staffRoles)[number]

/** Who works the operations: the dashboard, inquiries, members' questions, sample requests, members and points, the outbox. */
export const operationsRoles: readonly StaffRole[] = ['admin', 'support']

/** Who edits what visitors read: content of every kind, media, documents, pharmacies, the company's details. */
export const contentEditingRoles: readonly StaffRole[] = ['admin', 'editor']

/** Who manages the staff (accounts, invitations, roles), reads the audit log, and reads the SMS outbox. */
export const adminOnlyRoles: readonly StaffRole[] = ['admin']

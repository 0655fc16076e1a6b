/**
 * The staff's roles (issue 23): admin does everything, staff accounts included; editor edits content; support works
 * the inquiries, questions, sample requests, members and points. An admin endpoint names the roles that may call it.
 */
export const staffRoles = ['admin', 'editor', 'support'] as const
export type StaffRole = (typeof staffRoles)[number]

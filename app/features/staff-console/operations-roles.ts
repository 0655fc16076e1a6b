import type { StaffRole } from '~/api/contract/staff-roles'

/**
 * Who opens the operations pages (inquiries, questions, sample requests, members, the outbox): the roles every call of
 * theirs names in the contract (a test holds them equal). Written out here so that the console's route, in every
 * page's first load, does not import the contract's schemas for them.
 */
export const operationsRoles: readonly StaffRole[] = ['admin', 'support']

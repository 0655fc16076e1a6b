import { maskEmail, maskName } from '../audit/mask'
import { members } from '../db/member-schema'

/** The member columns a list names its members by. */
export const memberRefColumns = { memberName: members.name, memberEmail: members.email }

/** A member as lists show them: masked. */
export const maskedMember = (id: string, row: { memberName: string; memberEmail: string | null }) => ({
  id,
  name: maskName(row.memberName) ?? '',
  email: maskEmail(row.memberEmail),
})

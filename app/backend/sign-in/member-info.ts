import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import type { MemberRow } from './member-records'

/** What `me` answers. A social member whose provider gave no email has none: the contract's string is then empty. */
export function toMemberInfo(member: MemberRow): MemberInfo {
  return {
    id: member.id,
    email: member.email ?? '',
    name: member.name,
    mobile: member.mobile,
    signUpMethod: member.signUpMethod,
    marketingAgree: member.marketingAgree,
    createdAt: member.createdAt.toISOString(),
    zipcode: member.zipcode,
    address1: member.address1,
    address2: member.address2,
    birthday: member.birthday,
    hasPassword: member.passwordHash !== null,
    emailVerified: member.emailVerifiedAt !== null,
  }
}

import type { MemberSearchKind, PointAdjustmentKind } from '~/api/contract/admin-member-endpoints'
import type { SocialProvider } from '~/api/contract/sign-in-endpoints'
import { socialProviderNames } from '~/features/sign-in/social-provider-names'
import { m } from '~/paraglide/messages'

export const memberStatusLabels: Record<'active' | 'withdrawn', () => string> = {
  active: m.admin_member_active,
  withdrawn: m.admin_member_withdrawn,
}

export const pointKindLabels: Record<PointAdjustmentKind, () => string> = {
  grant: m.admin_points_grant,
  deduct: m.admin_points_deduct,
}

/** What a member search named, by the name of the member's field it matched (the search's audit entry keeps it). */
export const memberSearchKindLabels: Record<MemberSearchKind, () => string> = {
  email: m.admin_member_email,
  mobile: m.admin_member_mobile,
  'member-number': m.admin_member_number,
  name: m.admin_member_name,
}

/** How a member signed up: email, or a social provider by its own name. */
export function signUpMethodLabel(method: string): string {
  if (method === 'email') return m.admin_member_signup_email()
  return socialProviderNames[method as SocialProvider] ?? method
}

/** A member's (masked) name as the console shows it: a withdrawn account's name is erased, and a link needs a name. */
export function memberNameLabel(name: string): string {
  return name || m.admin_member_no_name()
}

import type { MemberSearchKind, MemberSignIn, PointAdjustmentKind } from '~/api/contract/admin-member-endpoints'
import { socialProviderName } from '~/features/sign-in/social-provider-names'
import { formatNumber } from '~/i18n/format'
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
  return socialProviderName(method)
}

/**
 * How a member signs in, on one line for support: "Password, Google · two-step verification on · passkeys: 1"; the
 * second factor and passkeys only when there are any.
 */
export function signInMethodsLabel(signIn: MemberSignIn): string {
  const ways = [...(signIn.password ? [m.admin_member_sign_in_password()] : []), ...signIn.providers.map(signUpMethodLabel)]
  return [
    ways.length > 0 ? ways.join(', ') : m.admin_member_sign_in_none(),
    ...(signIn.secondFactor ? [m.admin_member_sign_in_second_factor()] : []),
    ...(signIn.passkeys > 0 ? [m.admin_member_sign_in_passkeys({ count: formatNumber(signIn.passkeys) })] : []),
  ].join(' · ')
}

/** A member's (masked) name as the console shows it: a withdrawn account's name is erased, and a link needs a name. */
export function memberNameLabel(name: string): string {
  return name || m.admin_member_no_name()
}

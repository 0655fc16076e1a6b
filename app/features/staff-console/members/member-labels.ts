import { m } from '~/paraglide/messages'

export const memberStatusLabels: Record<'active' | 'withdrawn', () => string> = {
  active: m.admin_member_active,
  withdrawn: m.admin_member_withdrawn,
}

/** How a member signed up: email, or a social provider by its own name. */
export function signUpMethodLabel(method: string): string {
  const names: Record<string, string> = { facebook: 'Facebook', google: 'Google', naver: 'Naver', kakao: 'Kakao' }
  return method === 'email' ? m.admin_member_signup_email() : (names[method] ?? method)
}

/** A member's (masked) name as the console shows it: a withdrawn account's name is erased, and a link needs a name. */
export function memberNameLabel(name: string): string {
  return name || m.admin_member_no_name()
}

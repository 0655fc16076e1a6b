import { redirect } from '@tanstack/react-router'
import { ApiRequestError } from '~/api/api-errors'
import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

/**
 * The member area's guard: the member, or a visitor sent to sign in (the page says why) and brought back to `href`
 * afterwards; a member whose session just ended goes home, as before. An outage is shown as one, not disguised as a
 * sign-out (the cookie is kept for when the API is back).
 */
export function requireMember(
  {
    member,
    memberUnavailable,
    memberExpired,
  }: {
    member: MemberInfo | null
    memberUnavailable: boolean
    memberExpired?: boolean
  },
  href: string,
): MemberInfo {
  if (member) return member
  if (memberUnavailable) throw new ApiRequestError(503, 'UNAVAILABLE', m.error_default_message())
  if (memberExpired) throw redirect({ to: '/', search: { lang: getLocale() } })
  throw redirect({ to: '/login', search: { lang: getLocale(), returnTo: href } })
}

import { redirect } from '@tanstack/react-router'
import { ApiRequestError } from '~/api/api-errors'
import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

/**
 * The member area's guard: the member, or an anonymous visitor sent home. An outage is shown as one, not disguised as
 * a sign-out (the cookie is kept for when the API is back).
 */
export function requireMember({
  member,
  memberUnavailable,
}: {
  member: MemberInfo | null
  memberUnavailable: boolean
}): MemberInfo {
  if (member) return member
  if (memberUnavailable) throw new ApiRequestError(503, 'UNAVAILABLE', m.error_default_message())
  throw redirect({ to: '/', search: { lang: getLocale() } })
}

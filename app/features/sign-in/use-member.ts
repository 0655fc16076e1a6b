import { useRouteContext } from '@tanstack/react-router'
import type { MemberInfo } from '~/api/contract/sign-in-endpoints'

/** The signed-in member, or null: what the root route resolved for this navigation. */
export function useMember(): MemberInfo | null {
  return useRouteContext({ from: '__root__', select: (context) => context.member })
}

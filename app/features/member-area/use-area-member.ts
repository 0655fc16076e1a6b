import { useRouteContext } from '@tanstack/react-router'
import type { MemberInfo } from '~/api/contract/sign-in-endpoints'

/** The member in the member area: its layout route (_member-area.tsx) asked afresh for this navigation and let only members in. */
export function useAreaMember(): MemberInfo {
  return useRouteContext({ from: '/_member-area', select: (context) => context.member })
}

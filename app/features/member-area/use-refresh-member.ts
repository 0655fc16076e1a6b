import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import { memberQueryKey } from '../sign-in/member-queries'

/** After the member changed their own data: the header and every screen see the new member. */
export function useRefreshMember() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return async (member?: MemberInfo) => {
    if (member) queryClient.setQueryData(memberQueryKey, { member, unavailable: false })
    else await queryClient.invalidateQueries({ queryKey: memberQueryKey })
    await router.invalidate()
  }
}

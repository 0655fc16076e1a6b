import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { MemberInfo } from '~/api/contract/auth-endpoints'
import { getLocale } from '~/paraglide/runtime'
import { memberQuery, memberQueryKey } from './member-queries'

/** After a sign-in: the header learns the member, and the visitor goes on to where they were headed. */
export function useFinishSignIn() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return async (destination: string | undefined, member?: MemberInfo | null) => {
    if (member) queryClient.setQueryData(memberQueryKey, { member, unavailable: false })
    else await queryClient.fetchQuery(memberQuery(0))
    if (destination) await router.navigate({ href: destination })
    else await router.navigate({ to: '/', search: { lang: getLocale() } })
  }
}

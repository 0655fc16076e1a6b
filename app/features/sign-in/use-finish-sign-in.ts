import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import { getLocale } from '~/paraglide/runtime'
import { memberQuery, memberQueryKey } from './member-queries'
import { isSecondFactorStep, type SecondFactorStep, secondFactorHref } from './second-factor-step'

/**
 * After a sign-in: the header learns the member, and the visitor goes on to where they were headed; a member whose
 * second factor is on goes to the code step first.
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return async (destination: string | undefined, member?: MemberInfo | SecondFactorStep | null) => {
    if (isSecondFactorStep(member)) return router.navigate({ href: secondFactorHref(destination) })
    if (member) queryClient.setQueryData(memberQueryKey, { member, unavailable: false })
    else await queryClient.fetchQuery(memberQuery(0))
    if (destination) await router.navigate({ href: destination })
    else await router.navigate({ to: '/', search: { lang: getLocale() } })
  }
}

import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import { useToastStore } from '~/components/ui/toast-store'
import { m } from '~/paraglide/messages'
import { isSecondFactorStep, type SecondFactorStep } from './second-factor-step'

/**
 * A new member's welcome, in the notification area over the page they land on; it says where the mail that confirms
 * the address went, unless their provider vouched for it (decision 48). Kept on screen twice as long as a notice.
 */
export function welcomeNewMember(member: MemberInfo | SecondFactorStep | null): void {
  if (!member || isSecondFactorStep(member)) return
  const name = member.name
  const message =
    member.email && !member.emailVerified ? m.auth_welcome_verify({ name, email: member.email }) : m.auth_welcome({ name })
  useToastStore.getState().notify('success', message, 10_000)
}

import type { WithdrawalReason } from '~/api/contract/member-area-endpoints'
import { m } from '~/paraglide/messages'

export interface WithdrawValues {
  agree: boolean
  reasons: WithdrawalReason[]
  comment: string
  password: string
}

/** Closing an account needs the policy agreed, at least one reason, and the password (for a member who has one). */
export function withdrawProblems(values: WithdrawValues, needsPassword: boolean) {
  return {
    agree: values.agree ? undefined : m.withdraw_error_agree(),
    reasons: values.reasons.length ? undefined : m.withdraw_error_reasons(),
    password: needsPassword && !values.password ? m.auth_error_password_required() : undefined,
  }
}

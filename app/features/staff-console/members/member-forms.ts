import {
  adminMemberEndpoints,
  type PointAdjustmentKind,
  pointAdjustmentLimits,
  revealReasonLimits,
} from '~/api/contract/admin-member-endpoints'
import { type AmountProblem, amountOf, problemsOf, type TextProblem, textFaultOf, textProblem } from '../kit/form-problems'

/**
 * Why the staff member reveals a member's data or turns off their second factor (4 to 500 characters): it goes into the
 * audit log.
 */
export const reasonProblems = (reason: string) =>
  problemsOf({
    reason:
      textFaultOf(adminMemberEndpoints.revealMember, 'reason', reason) ??
      textProblem(reason, revealReasonLimits.max, revealReasonLimits.min),
  })

export interface PointFields {
  kind: PointAdjustmentKind
  amount: string
  reason: string
}

/** A grant or deduction: 1 to 1,000,000 points with a reason the member reads; never more deducted than the balance. */
export function pointProblems(fields: PointFields, balance: number) {
  const amount = amountOf(fields.amount, pointAdjustmentLimits.amount)
  let amountProblem: AmountProblem | 'over_balance' | undefined = 'problem' in amount ? amount.problem : undefined
  if (!amountProblem && fields.kind === 'deduct' && 'amount' in amount && amount.amount > balance) amountProblem = 'over_balance'
  return problemsOf<'amount' | 'reason', AmountProblem | 'over_balance' | TextProblem>({
    amount: amountProblem,
    reason:
      textFaultOf(adminMemberEndpoints.adjustPoints, 'reason', fields.reason) ??
      textProblem(fields.reason, pointAdjustmentLimits.reason),
  })
}

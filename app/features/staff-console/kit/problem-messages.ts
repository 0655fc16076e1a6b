import { textFaultMessages } from '~/api/contract/text-fault-messages'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import type { AmountProblem, TextProblem } from './form-problems'

/** The message under a field for a problem the form found (form-problems.ts), with the field's limits. */
export function problemMessage(
  problem: TextProblem | AmountProblem | 'over_balance' | undefined,
  limits: { min?: number; max: number },
): string | undefined {
  switch (problem) {
    case undefined:
      return undefined
    case 'required':
      return m.admin_form_required()
    case 'too_short':
      return m.admin_form_too_short({ min: formatNumber(limits.min ?? 1) })
    case 'too_long':
      return m.admin_form_too_long({ max: formatNumber(limits.max) })
    case 'not_whole':
      return m.admin_form_not_whole()
    case 'out_of_range':
      return m.admin_form_out_of_range({ max: formatNumber(limits.max) })
    case 'over_balance':
      return m.admin_points_over_balance()
    case 'unkeepable':
    case 'line_break':
      return textFaultMessages[problem]()
  }
}

/** A textarea's counter: characters used of the most allowed. */
export const counterText = (count: number, max: number) =>
  m.admin_form_counter({ count: formatNumber(count), max: formatNumber(max) })

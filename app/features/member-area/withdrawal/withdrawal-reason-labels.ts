import type { WithdrawalReason } from '~/api/contract/member-area-endpoints'
import { m } from '~/paraglide/messages'

/** The withdrawal form's names for its reasons (the console's dashboard charts them too). */
export const withdrawalReasonLabels: Record<WithdrawalReason, () => string> = {
  PRICE_HIGHER: m.withdraw_reason_PRICE_HIGHER,
  POOR_QUALITY: m.withdraw_reason_POOR_QUALITY,
  FEW_PRODUCTS: m.withdraw_reason_FEW_PRODUCTS,
  HARD_TO_FIND: m.withdraw_reason_HARD_TO_FIND,
  LATE_DELIVERY: m.withdraw_reason_LATE_DELIVERY,
  EXCHANGE_REFUND_COMPLAINTS: m.withdraw_reason_EXCHANGE_REFUND_COMPLAINTS,
  POOR_SERVICES: m.withdraw_reason_POOR_SERVICES,
  DATA_LEAK_WORRY: m.withdraw_reason_DATA_LEAK_WORRY,
  RARELY_USED: m.withdraw_reason_RARELY_USED,
}

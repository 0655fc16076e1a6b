import type { RedirectStatus } from '~/api/contract/redirect-addresses'
import { m } from '~/paraglide/messages'

export const redirectStatusLabels: Record<RedirectStatus, () => string> = {
  301: m.admin_redirect_status_permanent,
  302: m.admin_redirect_status_temporary,
}

/** A redirect's kind as the console names it: permanent (301) or temporary (302). */
export const statusLabel = (status: RedirectStatus) => redirectStatusLabels[status]()

import { m } from '~/paraglide/messages'
import type { SocialFailure } from './social-outcome'

/** The sign-in page's message for a social sign-in that came back unfinished. */
export function socialFailureMessage(failure: SocialFailure): string {
  switch (failure) {
    case 'state':
      return m.auth_state_invalid()
    case 'cancelled':
      return m.auth_social_cancelled()
    case 'withdrawn':
      return m.api_error_account_withdrawn()
    case 'barred':
      return m.api_error_reregistration_barred()
    case 'email_taken':
      return m.api_error_email_taken()
    case 'rate_limited':
      return m.api_error_too_many_sign_ins()
    case 'unconfigured':
      return m.auth_provider_unavailable()
    case 'unavailable':
      return m.api_error_unavailable()
    case 'failed':
      return m.auth_social_failed()
  }
}

import { isProviderChange, type SecurityEvent } from '~/api/contract/passkey-endpoints'
import { socialProviderName } from '~/features/sign-in/social-provider-names'
import { josaAfter } from '~/i18n/korean-josa'
import { m } from '~/paraglide/messages'
import { sessionName } from './session-name'

/** A change in the member's security as their pages say it ("Passkey “Work laptop” added", "Password changed"). */
const texts: Record<SecurityEvent['kind'], (inputs: { name: string }) => string> = {
  'passkey-added': m.mypage_security_event_passkey_added,
  'passkey-renamed': ({ name }) => m.mypage_security_event_passkey_renamed({ name, nameJosa: josaAfter(name, '으로/로') }),
  'passkey-removed': m.mypage_security_event_passkey_removed,
  'password-changed': m.mypage_security_event_password_changed,
  'password-set': m.mypage_security_event_password_set,
  'password-reset': m.mypage_security_event_password_reset,
  'second-factor-on': m.mypage_security_event_second_factor_on,
  'second-factor-off': m.mypage_security_event_second_factor_off,
  'second-factor-reset': m.mypage_security_event_second_factor_reset,
  'recovery-codes-renewed': m.mypage_security_event_recovery_codes_renewed,
  'recovery-code-sign-in': m.mypage_security_event_recovery_code_sign_in,
  'social-linked': m.mypage_security_event_social_linked,
  'social-unlinked': m.mypage_security_event_social_unlinked,
}

/** What the change was about as the page names it: a linked provider by its own name ('google' → 'Google'). */
function subjectName({ kind, subject }: SecurityEvent): string {
  if (!isProviderChange(kind)) return subject
  return socialProviderName(subject)
}

export const securityEventText = (event: SecurityEvent) => texts[event.kind]({ name: subjectName(event) })

/** The browser a change was made from, as the sessions list names it ('Chrome 131 on Windows'); undefined when unknown. */
export function securityEventBrowser({ browser, device }: SecurityEvent): string | undefined {
  return browser || device ? sessionName({ browser: browser ?? null, device: device ?? null }) : undefined
}

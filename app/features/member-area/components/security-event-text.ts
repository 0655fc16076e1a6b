import type { SecurityEvent } from '~/api/contract/passkey-endpoints'
import { m } from '~/paraglide/messages'

/** A change in the member's security as their pages say it ("Passkey “Work laptop” added"). */
const texts: Record<SecurityEvent['kind'], (inputs: { name: string }) => string> = {
  'passkey-added': m.mypage_security_event_passkey_added,
  'passkey-renamed': m.mypage_security_event_passkey_renamed,
  'passkey-removed': m.mypage_security_event_passkey_removed,
}

export const securityEventText = (event: SecurityEvent) => texts[event.kind]({ name: event.subject })

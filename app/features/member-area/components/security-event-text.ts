import type { SecurityEvent } from '~/api/contract/passkey-endpoints'
import { m } from '~/paraglide/messages'

/** A change in the member's security as their pages say it ("Passkey “Work laptop” added"). */
export const securityEventText = (event: SecurityEvent) =>
  event.kind === 'passkey-added'
    ? m.mypage_security_event_passkey_added({ name: event.subject })
    : m.mypage_security_event_passkey_removed({ name: event.subject })

import { emailVerificationEndpoints } from '~/api/contract/email-verification-endpoints'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { memberConsentEndpoints } from '~/api/contract/member-consent-endpoints'
import { memberDataExportEndpoints } from '~/api/contract/member-data-export-endpoints'
import { memberSessionEndpoints } from '~/api/contract/member-session-endpoints'
import { passkeyEndpoints } from '~/api/contract/passkey-endpoints'
import { secondFactorEndpoints } from '~/api/contract/second-factor-endpoints'
import { socialAccountEndpoints } from '~/api/contract/social-account-endpoints'
import { tableOf, withoutCalls } from '~/features/contract-calls/contract-call'

/**
 * What the member area calls for the member of the session cookie (decision 119), by the contract's names: its groups
 * whole, but the calls a hand-written server function makes, each for a reason of its own:
 * - a new session's token goes into the cookie, never to the page (changePassword, setPassword, reauthenticate, a
 *   passkey's signIn and reauthenticate), and a closed account's cookie goes (withdraw);
 * - an answer is made on the server: the code's seconds left by the server's clock (sendPhoneCode), the QR code of a
 *   new secret (setup);
 * - no member's call: the FAQ is public, a passkey's sign-in options are the sign-in page's, the link that confirms
 *   an address is read from its own cookie (confirmEmailVerification).
 */
export const memberCalls = tableOf(
  withoutCalls(memberAreaEndpoints, ['changePassword', 'setPassword', 'withdraw', 'sendPhoneCode', 'faq']),
  withoutCalls(memberSessionEndpoints, ['reauthenticate']),
  withoutCalls(passkeyEndpoints, ['reauthenticate', 'signIn', 'signInOptions']),
  withoutCalls(secondFactorEndpoints, ['setup']),
  socialAccountEndpoints,
  memberConsentEndpoints,
  memberDataExportEndpoints,
  withoutCalls(emailVerificationEndpoints, ['confirmEmailVerification']),
)

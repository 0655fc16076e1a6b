import { answerWithPasskey } from '~/components/browser/passkey-ceremony'
import { m } from '~/paraglide/messages'

/**
 * A passkey's answer to a fresh challenge, for the sign-in or a proof to send instead of a code (decision 88): the
 * challenge from the API, then the browser's ceremony; a refusal in the console's words otherwise.
 */
export async function staffPasskeyAnswer() {
  const challenge = await (await import('../sign-in/sign-in.functions')).getStaffPasskeyChallenge()
  if (!challenge.ok) return challenge
  return answerWithPasskey(challenge.data.options, { cancelled: m.admin_passkeys_cancelled() })
}

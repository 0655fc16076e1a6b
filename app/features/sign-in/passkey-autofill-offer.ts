import type * as v from 'valibot'
import type { ActionOutcome } from '~/api/action-outcome'
import { type authenticationOptionsSchema, PASSKEY_CHALLENGE_TTL_MS } from '~/api/contract/passkey-endpoints'
import type { PasskeyAnswer } from '~/components/browser/passkey-ceremony'

type AuthenticationOptions = v.InferOutput<typeof authenticationOptionsSchema>

/** What the offer needs of the browser and the site (passkey-ceremony.ts and the sign-in's server functions). */
export interface AutofillOfferParts {
  /** Whether the browser lists passkeys among a field's autofill suggestions. */
  available: () => Promise<boolean>
  /** A sign-in challenge naming nobody. */
  challenge: () => Promise<ActionOutcome<{ options: AuthenticationOptions }>>
  /** The conditional request: settles when a passkey is picked, or when it is cancelled. */
  answer: (options: AuthenticationOptions) => Promise<ActionOutcome<PasskeyAnswer>>
  /** Cancels the pending request. */
  cancel: () => void
  onPicked: (answer: PasskeyAnswer) => void
}

/** Half a minute before the site lets the offer's challenge go. */
export const OFFER_RENEWED_AFTER_MS = PASSKEY_CHALLENGE_TTL_MS - 30_000

/**
 * Offers the site's passkeys in the email field's autofill for as long as the page is open (decision 88): the request
 * is made again with a new challenge before the site lets the last one go, so that a passkey picked after five minutes
 * still signs in. Ends, saying nothing, when the browser cannot, the site gives no challenge (its limit), or the request
 * ends unpicked for another reason (the button's ceremony took over). Returns the way to stop it (the page is left).
 */
export function offerPasskeysInAutofill(parts: AutofillOfferParts, renewAfterMs = OFFER_RENEWED_AFTER_MS): () => void {
  let stopped = false
  let pending = false
  let renewing = false
  void (async () => {
    if (!(await parts.available()) || stopped) return
    do {
      renewing = false
      const asked = await parts.challenge()
      if (stopped || !asked.ok) return
      pending = true
      const renewal = setTimeout(() => {
        renewing = true
        parts.cancel()
      }, renewAfterMs)
      const answer = await parts.answer(asked.data.options)
      pending = false
      clearTimeout(renewal)
      if (stopped) return
      if (answer.ok) parts.onPicked(answer.data)
    } while (renewing)
  })().catch(() => undefined)
  return () => {
    stopped = true
    if (pending) parts.cancel()
  }
}

import type { ActionOutcome } from '~/api/action-outcome'
import { useProofStore } from './proof-store'

/** The API's refusal of a sensitive action whose session's last proof is too old (issue 37). */
export const PROOF_REFUSAL = 'REAUTHENTICATION_REQUIRED'

/**
 * Sends a staff action; when the API asks for the password and a code again, the console's dialog asks for them and
 * the same call (with the same input: nothing typed is lost) goes again once they were right. Closing the dialog
 * answers the refusal, which the page shows as any other.
 */
export async function withFreshProof<T>(call: () => Promise<ActionOutcome<T>>): Promise<ActionOutcome<T>> {
  const outcome = await call()
  if (outcome.ok || outcome.code !== PROOF_REFUSAL) return outcome
  return (await useProofStore.getState().ask()) ? call() : outcome
}

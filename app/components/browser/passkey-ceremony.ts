import type * as v from 'valibot'
import type { ActionOutcome } from '~/api/action-outcome'
import type { authenticationOptionsSchema, registrationOptionsSchema } from '~/api/contract/passkey-endpoints'

/**
 * Whether this browser can make and use passkeys (WebAuthn); a page hides or explains its passkey buttons otherwise.
 * Asked of the browser itself, as the library does: the library is loaded only for a ceremony (a click), so that no
 * page pays for it in its first-load JavaScript.
 */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'

const webAuthn = () => import('@simplewebauthn/browser')

/** What a form says when the browser's ceremony ends without a passkey: in the form's own words (area, language). */
export interface CeremonyMessages {
  /** Cancelled, timed out, or no passkey of this site there: the browser tells these apart to nobody. */
  cancelled: string
  /** The authenticator holds a passkey of this account already (a registration only). */
  taken?: string
}

/** A refusal of the browser's, as the outcome of a server function is one: the form shows it the same way. */
const refusal = (code: string, message: string): ActionOutcome<never> => ({ ok: false, status: 0, code, message })

async function ceremony<T>(run: () => Promise<T>, messages: CeremonyMessages): Promise<ActionOutcome<T>> {
  try {
    return { ok: true, data: await run() }
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    if (name === 'InvalidStateError' && messages.taken) return refusal('PASSKEY_TAKEN', messages.taken)
    return refusal('PASSKEY_CANCELLED', messages.cancelled)
  }
}

/** navigator.credentials.create() with the site's options: the answer to send back, or why there is none. */
export function createPasskey(options: v.InferOutput<typeof registrationOptionsSchema>, messages: CeremonyMessages) {
  return ceremony(async () => (await webAuthn()).startRegistration({ optionsJSON: options }), messages)
}

/** navigator.credentials.get() with the site's options: the answer to send back, or why there is none. */
export function answerWithPasskey(options: v.InferOutput<typeof authenticationOptionsSchema>, messages: CeremonyMessages) {
  return ceremony(async () => (await webAuthn()).startAuthentication({ optionsJSON: options }), messages)
}

/**
 * Whether the browser offers this site's passkeys among a field's autofill suggestions (WebAuthn's conditional
 * mediation), for a field whose `autocomplete` ends in `webauthn`.
 */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  if (!passkeysSupported()) return false
  return (await window.PublicKeyCredential.isConditionalMediationAvailable?.()) === true
}

/**
 * navigator.credentials.get() with conditional mediation: settles when the visitor picks one of the site's passkeys in
 * the field's autofill, which may be never. Any other ceremony started meanwhile (the button) ends it first, and so
 * does `stopPasskeyAutofill`.
 */
export function answerFromAutofill(options: v.InferOutput<typeof authenticationOptionsSchema>) {
  return ceremony(async () => (await webAuthn()).startAuthentication({ optionsJSON: options, useBrowserAutofill: true }), {
    cancelled: '',
  })
}

/** Ends a pending autofill offer (the form leaves the page). */
export async function stopPasskeyAutofill(): Promise<void> {
  ;(await webAuthn()).WebAuthnAbortService.cancelCeremony()
}

/** The browser's answer to a sign-in's or a re-authentication's challenge, as the site checks it. */
export type PasskeyAnswer = Extract<Awaited<ReturnType<typeof answerWithPasskey>>, { ok: true }>['data']

/**
 * A whole passkey proof (a sign-in, a re-authentication): the site's challenge, the browser's answer, then the site's
 * check of it. The first refusal, the site's or the browser's own, is the outcome.
 */
export async function provedWithPasskey<T>(
  challenge: () => Promise<ActionOutcome<{ options: v.InferOutput<typeof authenticationOptionsSchema> }>>,
  check: (response: PasskeyAnswer) => Promise<ActionOutcome<T>>,
  messages: CeremonyMessages,
): Promise<ActionOutcome<T>> {
  const asked = await challenge()
  if (!asked.ok) return asked
  const answer = await answerWithPasskey(asked.data.options, messages)
  if (!answer.ok) return answer
  return check(answer.data)
}

import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useState } from 'react'
import {
  answerFromAutofill,
  type PasskeyAnswer,
  passkeyAutofillAvailable,
  passkeysSupported,
  provedWithPasskey,
  stopPasskeyAutofill,
} from '~/components/browser/passkey-ceremony'
import { FailureAlert } from '~/components/form/failure-alert'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { memberQuery } from '../member-queries'
import { offerPasskeysInAutofill } from '../passkey-autofill-offer'
import { useFinishSignIn } from '../use-finish-sign-in'

const functions = () => import('../passkey-sign-in.functions')

/**
 * "Sign in with a passkey" on /login (decision 88): a challenge naming nobody, the browser's own choice of this site's
 * passkeys, then the session. A browser without WebAuthn is told so in place of the button (known only once the page
 * runs: the server renders the button's place empty). Where the browser can, its passkeys are also offered in the
 * email field's autofill from the start (the field's `autocomplete` names `webauthn`): picking one signs in the same
 * way, with no button pressed.
 */
export function PasskeySignIn({ returnTo }: { returnTo: string | undefined }) {
  const [supported, setSupported] = useState<boolean>()
  const { failure, pending, alertRef, run } = useActionSubmit()
  const finishSignIn = useFinishSignIn()
  useEffect(() => setSupported(passkeysSupported()), [])

  const signInWithPicked = useEffectEvent((answer: PasskeyAnswer) => {
    void run(
      async () => (await functions()).signInWithPasskey({ data: { response: answer } }),
      (member) => finishSignIn(returnTo, member),
    )
  })

  const queryClient = useQueryClient()
  useEffect(() => {
    // Not once signed in: the page may be drawn again on the way out after the sign-in.
    if (queryClient.getQueryData(memberQuery(0).queryKey)?.member) return
    return offerPasskeysInAutofill({
      available: passkeyAutofillAvailable,
      challenge: async () => (await functions()).getPasskeySignInOptions(),
      answer: answerFromAutofill,
      cancel: () => void stopPasskeyAutofill(),
      onPicked: (answer) => signInWithPicked(answer),
    })
  }, [queryClient])

  function signIn() {
    void run(
      async () => {
        const calls = await functions()
        return provedWithPasskey(calls.getPasskeySignInOptions, (response) => calls.signInWithPasskey({ data: { response } }), {
          cancelled: m.auth_passkey_cancelled(),
        })
      },
      (member) => finishSignIn(returnTo, member),
    )
  }

  if (supported === undefined) return null
  if (!supported) return <p className="status">{m.auth_passkey_unsupported()}</p>
  return (
    <div className="passkey" aria-busy={pending || undefined}>
      <FailureAlert message={failure} alertRef={alertRef} />
      <Button type="button" data-variant="secondary" aria-disabled={pending || undefined} onClick={signIn}>
        {m.auth_passkey_sign_in()}
      </Button>
      <p className="hint">{m.auth_passkey_hint()}</p>
    </div>
  )
}

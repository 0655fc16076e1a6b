import { type FormEvent, useEffect, useState } from 'react'
import type { ActionOutcome } from '~/api/action-outcome'
import type { AuthenticationResponse } from '~/api/contract/passkey-endpoints'
import { FailureAlert } from '~/components/form/failure-alert'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { CancelAndSubmit } from '~/components/ui/dialog-actions'
import { Modal } from '~/components/ui/modal'
import { m } from '~/paraglide/messages'
import { PasswordAndCodeFields } from '../kit/password-and-code-fields'
import { PasskeyInsteadButton } from '../passkeys/components/passkey-instead-button'
import { staffPasskeyAnswer } from '../passkeys/staff-passkey-answer'
import { useProofStore } from './proof-store'

type ProofFields = { password: string; code: string }
const empty: ProofFields = { password: '', code: '' }
const fieldId = (name: keyof ProofFields) => `proof-${name}`

/**
 * The password and a code (or a passkey instead, decision 88) again, over the page, before a sensitive action the API
 * refused for an old proof (issue 37): the page and the action's input stay as they were, and the action goes again
 * once both were right. Mounted once, in the console's frame; asked for through useProofStore (withFreshProof).
 */
export function ProofDialog() {
  const open = useProofStore((state) => state.open)
  const settle = useProofStore((state) => state.settle)
  const [fields, setFields] = useState(empty)
  const [errors, setErrors] = useState<Partial<ProofFields>>({})
  const { failure, pending, alertRef, run, setFailure } = useActionSubmit()

  // The dialog's first control is its close button: the password is what is wanted first.
  useEffect(() => {
    if (open) document.getElementById(fieldId('password'))?.focus()
  }, [open])

  function close(proved: boolean) {
    setFields(empty)
    setErrors({})
    setFailure(undefined)
    settle(proved)
  }

  /** Whether the fields asked for are filled in; the first empty one gets the focus. */
  function filledIn(names: readonly (keyof ProofFields)[]) {
    const problems: Partial<ProofFields> = {}
    for (const name of names) if (!fields[name].trim()) problems[name] = m.admin_login_required()
    setErrors(problems)
    const firstInvalid = (Object.keys(problems) as (keyof ProofFields)[])[0]
    if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus()
    return !firstInvalid
  }

  async function prove(secondFactor: () => Promise<ActionOutcome<{ code: string } | { passkey: AuthenticationResponse }>>) {
    const proved = await run(
      async () => {
        const factor = await secondFactor()
        if (!factor.ok) return factor
        return (await import('../own-sessions/own-sessions.functions')).proveStaffAgain({
          data: { password: fields.password, ...factor.data },
        })
      },
      () => close(true),
    )
    // A wrong code is spent or stale: it is typed again, as the password is.
    if (proved === false) setFields(empty)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (filledIn(['password', 'code'])) await prove(async () => ({ ok: true, data: { code: fields.code.trim() } }))
  }

  /** The password and a passkey instead of the code (decision 88). */
  async function proveWithPasskey() {
    if (!filledIn(['password'])) return
    await prove(async () => {
      const answer = await staffPasskeyAnswer()
      return answer.ok ? { ok: true, data: { passkey: answer.data } } : answer
    })
  }

  const field = (name: keyof ProofFields) => ({
    id: fieldId(name),
    value: fields[name],
    error: errors[name],
    onChange: (value: string) => setFields((current) => ({ ...current, [name]: value })),
    onBlur: () => undefined,
  })

  return (
    // As wide as its fields, the passkey's button and the two buttons beneath need (issue 66: 300 px crowded them).
    <Modal open={open} title={m.admin_proof_title()} onClose={() => close(false)} size="md">
      <form noValidate onSubmit={submit} aria-busy={pending || undefined} data-testid="proof-dialog">
        <p>{m.admin_proof_intro()}</p>
        <FailureAlert message={failure} alertRef={alertRef} />
        <PasswordAndCodeFields password={field('password')} code={field('code')} />
        <PasskeyInsteadButton pending={pending} onClick={() => void proveWithPasskey()} />
        <CancelAndSubmit onCancel={() => close(false)} submit={m.admin_proof_submit()} pending={pending} />
      </form>
    </Modal>
  )
}

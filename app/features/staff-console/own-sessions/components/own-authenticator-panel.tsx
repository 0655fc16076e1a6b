import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { FormField } from '~/components/form/form-field'
import { Button } from '~/components/ui/button'
import { useFocusAfterRender } from '~/components/ui/use-focus-after-render'
import { m } from '~/paraglide/messages'
import { ActionAlert } from '../../kit/action-alert'
import { AuthenticatorKey } from '../../kit/authenticator-key'
import { Panel, PanelForm } from '../../kit/console.styles'
import { RecoveryCodes } from '../../kit/recovery-codes'
import { authenticatorMovedText } from '../../kit/sessions-ended-text'
import { useConsoleAction } from '../../kit/use-console-action'
import { changeStaff } from '../../staff-calls'
import { ownSessionsQuery } from '../own-sessions-queries'

const functions = () => import('../own-sessions.functions')
const CODE_ID = 'own-authenticator-code'
const SCAN_ID = 'own-authenticator-scan'
const RESULT_ID = 'own-authenticator-result'

type Step =
  | { kind: 'idle' }
  | { kind: 'scanning'; qrSvg: string; secret: string }
  | { kind: 'done'; codes: string[]; ended: number }

/**
 * /admin/account: the staff member moves their second factor to a new authenticator app (a new phone). A new key is
 * shown to scan; the old one works until a code of the new one is confirmed; then new recovery codes show once, and
 * every other session of theirs has ended. Both steps want a recent proof, which the console asks for over the page.
 */
export function OwnAuthenticatorPanel() {
  const queryClient = useQueryClient()
  const action = useConsoleAction()
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  // Each step replaces the button that made it: the focus goes to the next step's first words (the key to scan), then
  // to what happened, above the new codes.
  const focusStep = useFocusAfterRender()

  function start() {
    void action.run(
      async () => (await functions()).startOwnSecondFactorChange(),
      (key) => {
        setCode('')
        setStep({ kind: 'scanning', ...key })
        focusStep(SCAN_ID)
      },
    )
  }

  function confirm(event: FormEvent) {
    event.preventDefault()
    const typed = code.trim()
    if (!/^\d{6}$/.test(typed)) {
      setError(m.admin_invitation_code_wrong())
      document.getElementById(CODE_ID)?.focus()
      return
    }
    setError(undefined)
    void action.run(
      () => changeStaff('confirmMySecondFactorChange', { body: { code: typed } }),
      async ({ recoveryCodes, endedSessions }) => {
        setStep({ kind: 'done', codes: recoveryCodes, ended: endedSessions })
        focusStep(RESULT_ID)
        await queryClient.invalidateQueries({ queryKey: ownSessionsQuery().queryKey })
      },
    )
  }

  return (
    <Panel aria-labelledby="own-authenticator-heading">
      <h2 id="own-authenticator-heading">{m.admin_own_authenticator_title()}</h2>
      <p className="hint">{m.admin_own_authenticator_intro()}</p>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
      {step.kind === 'scanning' ? (
        <>
          <AuthenticatorKey qrSvg={step.qrSvg} secret={step.secret} introId={SCAN_ID} />
          <PanelForm onSubmit={confirm} noValidate aria-busy={action.pending}>
            <FormField
              id={CODE_ID}
              label={m.admin_own_authenticator_code()}
              value={code}
              error={error}
              onChange={setCode}
              onBlur={() => undefined}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <div className="actions">
              <Button type="submit" aria-disabled={action.pending || undefined}>
                {m.admin_own_authenticator_confirm()}
              </Button>
              <Button type="button" data-variant="secondary" onClick={() => setStep({ kind: 'idle' })}>
                {m.admin_cancel()}
              </Button>
            </div>
          </PanelForm>
        </>
      ) : (
        <>
          {step.kind === 'done' ? (
            <>
              <p role="status" id={RESULT_ID}>
                {authenticatorMovedText(step.ended)}
              </p>
              <RecoveryCodes codes={step.codes} />
            </>
          ) : null}
          <Button type="button" onClick={start} aria-disabled={action.pending || undefined}>
            {m.admin_own_authenticator_start()}
          </Button>
        </>
      )}
    </Panel>
  )
}

import { useState } from 'react'
import { type WithdrawalReason, withdrawalReasons } from '~/api/contract/member-area-endpoints'
import { FailureAlert } from '~/components/form/failure-alert'
import { FieldBox, Fieldset, Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { Button } from '~/components/ui/button'
import { useDialogStore } from '~/components/ui/dialog-store'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { useReauthentication } from '../reauthentication/use-reauthentication'
import { type WithdrawValues, withdrawProblems } from './withdraw-validation'
import { withdrawalReasonLabels } from './withdrawal-reason-labels'

const firstInvalidId = {
  agree: 'withdraw-agree',
  reasons: 'withdraw-reason-PRICE_HIGHER',
  password: 'withdraw-password',
} as const

/**
 * Closing the account: policy agreement, reasons, comments and the password, checked, then the global confirm dialog; on
 * success the goodbye message, and the site starts afresh signed out (a full load, so nothing of the member stays).
 */
export function WithdrawForm({ needsPassword }: { needsPassword: boolean }) {
  const [values, setValues] = useState<WithdrawValues>({ agree: false, reasons: [], comment: '', password: '' })
  const [errors, setErrors] = useState<ReturnType<typeof withdrawProblems>>({} as ReturnType<typeof withdrawProblems>)
  const { failure, pending, alertRef, run } = useActionSubmit()
  const { askConfirm, showAlert } = useDialogStore.getState()
  // A member without a password closes with the session alone, which must then be a recent sign-in.
  const reauthentication = useReauthentication()

  const toggleReason = (reason: WithdrawalReason, checked: boolean) => {
    const reasons = checked ? [...values.reasons, reason] : values.reasons.filter((item) => item !== reason)
    setValues({ ...values, reasons })
    if (errors.reasons && reasons.length) setErrors({ ...errors, reasons: undefined })
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = withdrawProblems(values, needsPassword)
    setErrors(found)
    const first = (Object.keys(found) as (keyof typeof found)[]).find((key) => found[key])
    if (first) return document.getElementById(firstInvalidId[first])?.focus()
    // The password first (it renews the session as a fresh authentication), so a wrong one is said before the
    // question whether to close the account, not after it.
    if (needsPassword) {
      const password = { password: values.password }
      const checked = await run(
        async () => (await import('../member-sessions.functions')).reauthenticate({ data: password }),
        () => undefined,
      )
      if (!checked) return
    }
    if (
      !(await askConfirm({
        title: m.withdraw_confirm_title(),
        message: m.withdraw_confirm_message(),
        confirmLabel: m.withdraw_submit(),
      }))
    )
      return
    const data = { password: values.password, reasons: values.reasons, comment: values.comment.trim(), agree: true as const }
    await run(
      () => reauthentication.guard(async () => (await import('../member-area.functions')).withdraw({ data })),
      () => {
        showAlert({ title: m.withdraw_confirm_title(), message: m.withdraw_done() })
        const leave = () => window.location.assign(`/?lang=${getLocale()}`)
        const unsubscribe = useDialogStore.subscribe((state) => {
          if (!state.alert.isOpen) {
            unsubscribe()
            leave()
          }
        })
      },
    )
  }

  return (
    <>
      <Form noValidate onSubmit={submit} aria-busy={pending || undefined}>
        <FailureAlert message={failure} alertRef={alertRef} />
        <FieldBox>
          <label className="agree" htmlFor="withdraw-agree">
            <input
              id="withdraw-agree"
              type="checkbox"
              checked={values.agree}
              aria-invalid={errors.agree ? true : undefined}
              aria-describedby={errors.agree ? 'withdraw-agree-error' : undefined}
              onChange={(event) => {
                setValues({ ...values, agree: event.target.checked })
                if (event.target.checked) setErrors({ ...errors, agree: undefined })
              }}
            />
            {m.withdraw_agree()}
          </label>
          {errors.agree ? (
            <p className="error" id="withdraw-agree-error">
              {errors.agree}
            </p>
          ) : null}
        </FieldBox>
        <Fieldset
          aria-invalid={errors.reasons ? true : undefined}
          aria-describedby={errors.reasons ? 'withdraw-reasons-error' : undefined}
        >
          <legend>{m.withdraw_reasons_legend()}</legend>
          <div className="choices">
            {withdrawalReasons.map((reason) => (
              <label key={reason} htmlFor={`withdraw-reason-${reason}`}>
                <input
                  id={`withdraw-reason-${reason}`}
                  type="checkbox"
                  checked={values.reasons.includes(reason)}
                  onChange={(event) => toggleReason(reason, event.target.checked)}
                />
                {withdrawalReasonLabels[reason]()}
              </label>
            ))}
          </div>
          {errors.reasons ? (
            <p className="error" id="withdraw-reasons-error">
              {errors.reasons}
            </p>
          ) : null}
        </Fieldset>
        <FieldBox>
          <label htmlFor="withdraw-comment">{m.withdraw_comment_label()}</label>
          <textarea
            id="withdraw-comment"
            maxLength={1000}
            rows={4}
            value={values.comment}
            onChange={(event) => setValues({ ...values, comment: event.target.value })}
          />
        </FieldBox>
        {needsPassword ? (
          <FormField
            id="withdraw-password"
            label={m.withdraw_password_label()}
            type="password"
            autoComplete="current-password"
            value={values.password}
            error={errors.password}
            onChange={(password) => {
              setValues({ ...values, password })
              if (errors.password && password) setErrors({ ...errors, password: undefined })
            }}
            onBlur={() => undefined}
          />
        ) : null}
        <div className="actions">
          <Button type="submit" aria-disabled={pending || undefined}>
            {pending ? m.auth_submitting() : m.withdraw_submit()}
          </Button>
        </div>
      </Form>
      {reauthentication.dialog}
    </>
  )
}

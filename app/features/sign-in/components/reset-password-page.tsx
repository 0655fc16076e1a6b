import { useQueryClient } from '@tanstack/react-query'
import { Link, useLoaderData } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { passwordLimits } from '~/api/contract/sign-in-endpoints'
import { FailureAlert } from '~/components/form/failure-alert'
import { Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { focusFirstInvalid, useActionSubmit } from '~/components/form/use-action-submit'
import { useCheckedFields } from '~/components/form/use-checked-fields'
import { useRefusedValues } from '~/components/form/use-refused-values'
import { PageHeading } from '~/components/page/page-heading'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { memberQueryKey } from '../member-queries'
import { newPasswordProblem, passwordConfirmProblem } from '../sign-in-validation'
import { AuthColumn } from './sign-in-page.styles'

interface Values {
  newPassword: string
  newPasswordConfirm: string
}

const idOf = (field: string) => `reset-${field}`
const problems = (values: Values) => ({
  newPassword: newPasswordProblem(values.newPassword),
  newPasswordConfirm: passwordConfirmProblem(values.newPassword, values.newPasswordConfirm),
})

/** A message that takes the focus when it appears, so that a screen reader reads it and the keyboard starts there. */
function Announcement({ children, className, role }: { children: React.ReactNode; className: string; role: 'alert' | 'status' }) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <p className={className} role={role} tabIndex={-1} ref={ref}>
      {children}
    </p>
  )
}

/** The new password, twice; the API checks it as at sign-up, and its refusal shows under the field. */
function ResetForm({ email, onDone, onExpired }: { email: string; onDone: () => void; onExpired: () => void }) {
  const refusals = useRefusedValues<'newPassword'>()
  const { values, setErrors, checkAll, textField } = useCheckedFields<Values>(
    { newPassword: '', newPasswordConfirm: '' },
    (typed) => refusals.withRefusals(typed, problems(typed)),
  )
  const { failure, pending, alertRef, run } = useActionSubmit()

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (focusFirstInvalid(checkAll(), idOf)) return
    const newPassword = values.newPassword
    void run(
      async () => {
        const outcome = await (await import('../password-reset/password-reset.functions')).resetPassword({
          data: { newPassword },
        })
        if (!outcome.ok && outcome.code === 'PASSWORD_RESET_INVALID') onExpired()
        return outcome
      },
      onDone,
      ({ newPassword: message }) => {
        if (!message) return undefined
        refusals.remember('newPassword', newPassword, message)
        setErrors((shown) => ({ ...shown, newPassword: message }))
        return idOf('newPassword')
      },
    )
  }

  return (
    <Form noValidate onSubmit={submit} aria-busy={pending || undefined}>
      <FailureAlert message={failure} alertRef={alertRef} />
      {/* The account's name for password managers, which file the new password under it. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField
        {...textField('newPassword', idOf('newPassword'))}
        label={m.auth_reset_new_label()}
        type="password"
        autoComplete="new-password"
        hint={m.auth_password_hint({ min: passwordLimits.minLength, max: passwordLimits.maxLength })}
      />
      <FormField
        {...textField('newPasswordConfirm', idOf('newPasswordConfirm'))}
        label={m.auth_reset_confirm_label()}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" className="submit" aria-disabled={pending || undefined}>
        {pending ? m.auth_submitting() : m.auth_reset_submit()}
      </Button>
    </Form>
  )
}

/**
 * /password/reset: the page of the mailed link, whose token the server has already moved into an HttpOnly cookie. A
 * link that works shows the form; once the password is changed every session has ended and the member signs in again.
 * A link used, expired or replaced says so, with the way to ask for a new one.
 */
export function ResetPasswordPage() {
  const loaded = useLoaderData({ from: '/password/reset' })
  const queryClient = useQueryClient()
  const [outcome, setOutcome] = useState<'done' | 'expired'>()
  const usable = loaded.state === 'ready' && outcome !== 'expired'

  function done() {
    // Every session ended, this browser's too: the header shows nobody.
    queryClient.setQueryData(memberQueryKey, { member: null, unavailable: false })
    setOutcome('done')
  }

  return (
    <AuthColumn>
      <PageHeading />
      {outcome === 'done' ? (
        <>
          <Announcement className="status done" role="status">
            {m.auth_reset_done()}
          </Announcement>
          <p className="switch">
            <Link to="/login">{m.auth_login_link()}</Link>
          </p>
        </>
      ) : usable && loaded.state === 'ready' ? (
        <>
          <p className="lead">{m.auth_reset_intro()}</p>
          <ResetForm email={loaded.email} onDone={done} onExpired={() => setOutcome('expired')} />
        </>
      ) : (
        <>
          <Announcement className="alert" role="alert">
            {m.auth_reset_invalid()}
          </Announcement>
          <p>
            <Link to="/password/forgot">{m.auth_reset_ask_again()}</Link>
          </p>
        </>
      )}
    </AuthColumn>
  )
}

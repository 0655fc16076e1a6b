import { Link } from '@tanstack/react-router'
import { FailureAlert } from '~/components/form/failure-alert'
import { Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { focusFirstInvalid, useActionSubmit } from '~/components/form/use-action-submit'
import { useCheckedFields } from '~/components/form/use-checked-fields'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { emailProblem, signInPasswordProblem } from '../sign-in-validation'
import { useFinishSignIn } from '../use-finish-sign-in'

interface Values {
  email: string
  password: string
}

const idOf = (field: keyof Values) => `login-${field}`

const problems = (values: Values) => ({
  email: emailProblem(values.email),
  password: signInPasswordProblem(values.password),
})

/**
 * Email and password. A refusal says only that the information is incorrect, keeps what was typed, and offers the way
 * to a new password right under it (a member who cannot sign in looks there, not further down the page).
 */
export function LoginForm({ returnTo }: { returnTo: string | undefined }) {
  const { values, checkAll, textField, showRefusal } = useCheckedFields<Values>({ email: '', password: '' }, problems)
  const { failure, pending, alertRef, run } = useActionSubmit()
  const finishSignIn = useFinishSignIn()

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (focusFirstInvalid(checkAll(), (field) => idOf(field as keyof Values))) return
    void run(
      async () =>
        (await import('../sign-in.functions')).signIn({ data: { email: values.email.trim(), password: values.password } }),
      (member) => finishSignIn(returnTo, member),
      showRefusal(idOf),
    )
  }

  return (
    <Form noValidate onSubmit={submit} aria-busy={pending || undefined}>
      <FailureAlert message={failure} alertRef={alertRef} />
      {failure ? (
        <p className="forgot-now">
          <Link to="/password/forgot">{m.auth_forgot_link()}</Link>
        </p>
      ) : null}
      <FormField
        {...textField('email', idOf('email'))}
        label={m.auth_email_label()}
        type="email"
        autoComplete="username webauthn"
        maxLength={254}
      />
      <FormField
        {...textField('password', idOf('password'))}
        label={m.auth_password_label()}
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" className="submit" aria-disabled={pending || undefined}>
        {pending ? m.auth_submitting() : m.auth_login_submit()}
      </Button>
    </Form>
  )
}

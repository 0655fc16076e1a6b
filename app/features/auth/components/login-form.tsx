import { useState } from 'react'
import { passwordLimits } from '~/api/contract/auth-endpoints'
import { FailureAlert } from '~/components/form/failure-alert'
import { Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { focusFirstInvalid, useActionSubmit } from '~/components/form/use-action-submit'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { emailProblem, signInPasswordProblem } from '../auth-validation'
import { useFinishSignIn } from '../use-finish-sign-in'

type Field = 'email' | 'password'

const problemOf: Record<Field, (value: string) => string | undefined> = {
  email: emailProblem,
  password: signInPasswordProblem,
}

/** Email and password. A refusal says only that the information is incorrect, and keeps what was typed. */
export function LoginForm({ returnTo }: { returnTo: string | undefined }) {
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const { failure, pending, alertRef, run } = useActionSubmit()
  const finishSignIn = useFinishSignIn()

  const check = (field: Field) => setErrors((previous) => ({ ...previous, [field]: problemOf[field](values[field]) }))
  // A message already shown is re-checked while typing, so it goes as soon as the value is right (and nothing
  // shifts under the pointer on the way to the submit button).
  const set = (field: Field) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setErrors((previous) => (previous[field] ? { ...previous, [field]: problemOf[field](value) } : previous))
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = { email: emailProblem(values.email), password: signInPasswordProblem(values.password) }
    setErrors(found)
    if (focusFirstInvalid(found, (field) => `login-${field}`)) return
    void run(
      async () => (await import('../auth.functions')).signIn({ data: { email: values.email.trim(), password: values.password } }),
      (member) => finishSignIn(returnTo, member),
    )
  }

  return (
    <Form noValidate onSubmit={submit} aria-busy={pending || undefined}>
      <FailureAlert message={failure} alertRef={alertRef} />
      <FormField
        id="login-email"
        label={m.auth_email_label()}
        type="email"
        autoComplete="username"
        maxLength={254}
        value={values.email}
        error={errors.email}
        onChange={set('email')}
        onBlur={() => check('email')}
      />
      <FormField
        id="login-password"
        label={m.auth_password_label()}
        type="password"
        autoComplete="current-password"
        maxLength={passwordLimits.maxLength}
        value={values.password}
        error={errors.password}
        onChange={set('password')}
        onBlur={() => check('password')}
      />
      <Button type="submit" className="submit" disabled={pending}>
        {pending ? m.auth_submitting() : m.auth_login_submit()}
      </Button>
    </Form>
  )
}

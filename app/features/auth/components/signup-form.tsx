import { useState } from 'react'
import { nameLimits, passwordLimits } from '~/api/contract/auth-endpoints'
import { FailureAlert } from '~/components/form/failure-alert'
import { Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { focusFirstInvalid, useActionSubmit } from '~/components/form/use-action-submit'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import {
  emailProblem,
  nameProblem,
  newPasswordProblem,
  passwordConfirmProblem,
  privacyProblem,
  termsProblem,
} from '../auth-validation'
import { useFinishSignIn } from '../use-finish-sign-in'
import { ConsentChecks, type Consents } from './consent-checks'

type TextField = 'email' | 'password' | 'passwordConfirm' | 'name'
type Values = Record<TextField, string>

function problems(values: Values, consents: Consents) {
  return {
    email: emailProblem(values.email),
    password: newPasswordProblem(values.password),
    passwordConfirm: passwordConfirmProblem(values.password, values.passwordConfirm),
    name: nameProblem(values.name),
    termsAgree: termsProblem(consents.termsAgree),
    privacyAgree: privacyProblem(consents.privacyAgree),
  }
}

const idOf = (field: string) => `signup-${field}`

/** Email, password twice, name and the consents; signed in at once on success. */
export function SignupForm({ returnTo }: { returnTo: string | undefined }) {
  const [values, setValues] = useState<Values>({ email: '', password: '', passwordConfirm: '', name: '' })
  const [consents, setConsents] = useState<Consents>({ termsAgree: false, privacyAgree: false, marketingAgree: false })
  const [errors, setErrors] = useState<Partial<ReturnType<typeof problems>>>({})
  const { failure, pending, alertRef, run } = useActionSubmit()
  const finishSignIn = useFinishSignIn()

  // A message already shown is re-checked while typing, so it goes as soon as the value is right.
  const set = (field: TextField) => (value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    setErrors((previous) => (previous[field] ? { ...previous, [field]: problems(next, consents)[field] } : previous))
  }
  const check = (field: TextField) => setErrors((previous) => ({ ...previous, [field]: problems(values, consents)[field] }))
  const field = (name: TextField) => ({
    id: idOf(name),
    value: values[name],
    error: errors[name],
    onChange: set(name),
    onBlur: () => check(name),
  })

  function changeConsents(next: Consents) {
    setConsents(next)
    // A message under a box goes as soon as the box is ticked.
    setErrors((previous) => ({
      ...previous,
      termsAgree: previous.termsAgree && termsProblem(next.termsAgree),
      privacyAgree: previous.privacyAgree && privacyProblem(next.privacyAgree),
    }))
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = problems(values, consents)
    setErrors(found)
    if (focusFirstInvalid(found, idOf)) return
    const body = {
      email: values.email.trim(),
      password: values.password,
      name: values.name.trim(),
      ...consents,
      termsAgree: true as const,
      privacyAgree: true as const,
    }
    void run(
      async () => (await import('../auth.functions')).signUp({ data: body }),
      (member) => finishSignIn(returnTo, member),
    )
  }

  const passwordHint = m.auth_password_hint({ min: passwordLimits.minLength, max: passwordLimits.maxLength })
  return (
    <Form noValidate onSubmit={submit} aria-busy={pending || undefined}>
      <FailureAlert message={failure} alertRef={alertRef} />
      <FormField {...field('email')} label={m.auth_email_label()} type="email" autoComplete="email" maxLength={254} />
      <FormField
        {...field('password')}
        label={m.auth_password_label()}
        type="password"
        autoComplete="new-password"
        maxLength={passwordLimits.maxLength}
        hint={passwordHint}
      />
      <FormField
        {...field('passwordConfirm')}
        label={m.auth_password_confirm_label()}
        type="password"
        autoComplete="new-password"
        maxLength={passwordLimits.maxLength}
      />
      <FormField
        {...field('name')}
        label={m.auth_name_label()}
        type="text"
        autoComplete="name"
        maxLength={nameLimits.maxLength}
      />
      <ConsentChecks idPrefix="signup" value={consents} errors={errors} onChange={changeConsents} />
      <Button type="submit" className="submit" disabled={pending}>
        {pending ? m.auth_submitting() : m.auth_signup_submit()}
      </Button>
    </Form>
  )
}

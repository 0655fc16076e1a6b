import { nameLimits, passwordLimits } from '~/api/contract/sign-in-endpoints'
import { FailureAlert } from '~/components/form/failure-alert'
import { Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { focusFirstInvalid, useActionSubmit } from '~/components/form/use-action-submit'
import { useCheckedFields } from '~/components/form/use-checked-fields'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import {
  emailProblem,
  nameProblem,
  newPasswordProblem,
  passwordConfirmProblem,
  privacyProblem,
  termsProblem,
} from '../sign-in-validation'
import { useFinishSignIn } from '../use-finish-sign-in'
import { welcomeNewMember } from '../welcome-new-member'
import { ConsentChecks, type Consents } from './consent-checks'

interface Values extends Consents {
  email: string
  password: string
  passwordConfirm: string
  name: string
}

function problems(values: Values) {
  return {
    email: emailProblem(values.email),
    password: newPasswordProblem(values.password),
    passwordConfirm: passwordConfirmProblem(values.password, values.passwordConfirm),
    name: nameProblem(values.name),
    termsAgree: termsProblem(values.termsAgree),
    privacyAgree: privacyProblem(values.privacyAgree),
  }
}

const idOf = (field: string) => `signup-${field}`
const noneTyped: Values = {
  email: '',
  password: '',
  passwordConfirm: '',
  name: '',
  termsAgree: false,
  privacyAgree: false,
  marketingAgree: false,
}

/** Email, password twice, name and the consents; signed in at once on success, and welcomed. */
export function SignupForm({ returnTo }: { returnTo: string | undefined }) {
  const { values, errors, update, checkAll, textField, showRefusal } = useCheckedFields(noneTyped, problems)
  const { failure, pending, alertRef, run } = useActionSubmit()
  const finishSignIn = useFinishSignIn()
  const field = (name: 'email' | 'password' | 'passwordConfirm' | 'name') => textField(name, idOf(name))

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (focusFirstInvalid(checkAll(), idOf)) return
    const body = {
      email: values.email.trim(),
      password: values.password,
      name: values.name.trim(),
      termsAgree: true as const,
      privacyAgree: true as const,
      marketingAgree: values.marketingAgree,
    }
    void run(
      async () => (await import('../sign-in.functions')).signUp({ data: body }),
      (member) => {
        welcomeNewMember(member)
        return finishSignIn(returnTo, member)
      },
      // The API's own checks of a field (a password too common, a name it cannot keep) show under it.
      showRefusal(idOf),
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
        hint={passwordHint}
      />
      <FormField
        {...field('passwordConfirm')}
        label={m.auth_password_confirm_label()}
        type="password"
        autoComplete="new-password"
      />
      <FormField
        {...field('name')}
        label={m.auth_name_label()}
        type="text"
        autoComplete="name"
        maxLength={nameLimits.maxLength}
      />
      <ConsentChecks idPrefix="signup" value={values} errors={errors} onChange={(next) => update({ ...values, ...next })} />
      <Button type="submit" className="submit" aria-disabled={pending || undefined}>
        {pending ? m.auth_submitting() : m.auth_signup_submit()}
      </Button>
    </Form>
  )
}

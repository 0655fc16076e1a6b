import { type FormEvent, useState } from 'react'
import { STAFF_RESET_LINK_MINUTES } from '~/api/contract/staff-self-service-endpoints'
import { FailureAlert } from '~/components/form/failure-alert'
import { Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { emailProblem } from '../../../sign-in/sign-in-validation'
import type { ConsoleAddress } from '../../address/console-addresses'
import { ConsoleLink } from '../../address/console-link'
import { SignInFrame } from './sign-in-frame'

const EMAIL_ID = 'forgot-password-email'

/**
 * /admin/forgot-password: a staff member's email, to which a reset link goes if it is a staff account's. The notice
 * says so whatever the email is (the API answers the same), and the email stays in the field for another try.
 */
export default function ForgotPasswordPage(_props: { address: ConsoleAddress<'forgot-password'> }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [sentTo, setSentTo] = useState<string>()
  const { failure, pending, alertRef, run } = useActionSubmit()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = emailProblem(email)
    setError(problem)
    if (problem) {
      document.getElementById(EMAIL_ID)?.focus()
      return
    }
    setSentTo(undefined)
    const trimmed = email.trim()
    await run(
      async () => (await import('../staff-password-reset.functions')).requestStaffPasswordReset({ data: { email: trimmed } }),
      () => setSentTo(trimmed),
    )
  }

  return (
    <SignInFrame title={m.admin_forgot_password_title()}>
      <p>{m.admin_forgot_password_intro({ minutes: STAFF_RESET_LINK_MINUTES })}</p>
      <p className={sentTo ? 'notice' : undefined} role="status">
        {sentTo ? m.admin_forgot_password_sent({ email: sentTo }) : null}
      </p>
      <FailureAlert message={failure} alertRef={alertRef} />
      <Form method="post" noValidate onSubmit={submit} aria-busy={pending}>
        <FormField
          id={EMAIL_ID}
          label={m.admin_login_email()}
          type="email"
          autoComplete="username"
          maxLength={254}
          value={email}
          error={error}
          onChange={setEmail}
          onBlur={() => undefined}
        />
        <div className="actions">
          <Button type="submit" aria-disabled={pending || undefined}>
            {m.admin_forgot_password_submit()}
          </Button>
        </div>
      </Form>
      <p>{m.admin_forgot_password_no_authenticator()}</p>
      <p>
        <ConsoleLink to={{ section: 'login', view: 'form' }}>{m.admin_back_to_sign_in()}</ConsoleLink>
      </p>
    </SignInFrame>
  )
}

import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { FailureAlert } from '~/components/form/failure-alert'
import { Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { focusFirstInvalid, useActionSubmit } from '~/components/form/use-action-submit'
import { useCheckedFields } from '~/components/form/use-checked-fields'
import { PageHeading } from '~/components/page/page-heading'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { emailProblem } from '../sign-in-validation'
import { AuthColumn } from './sign-in-page.styles'

const problems = (values: { email: string }) => ({ email: emailProblem(values.email) })

/**
 * /password/forgot: the email to send a reset link to. The answer is the same whether or not it is a member's (the API
 * says nothing else); the form stays, with what was typed, so a mistyped address can be corrected and sent again.
 */
export function ForgotPasswordPage() {
  const { values, checkAll, textField } = useCheckedFields({ email: '' }, problems)
  const { failure, pending, alertRef, run } = useActionSubmit()
  const [sentTo, setSentTo] = useState<string>()
  const sentRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (sentTo) sentRef.current?.focus()
  }, [sentTo])

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (focusFirstInvalid(checkAll(), () => 'forgot-email')) return
    const email = values.email.trim()
    setSentTo(undefined)
    void run(
      async () => (await import('../password-reset/password-reset.functions')).requestPasswordReset({ data: { email } }),
      () => setSentTo(email),
    )
  }

  return (
    <AuthColumn>
      <PageHeading />
      <p className="lead">{m.auth_forgot_intro()}</p>
      {sentTo ? (
        <p className="status sent" role="status" tabIndex={-1} ref={sentRef} data-testid="password-reset-sent">
          {m.auth_forgot_sent({ email: sentTo })}
        </p>
      ) : null}
      <Form noValidate onSubmit={submit} aria-busy={pending || undefined}>
        <FailureAlert message={failure} alertRef={alertRef} />
        <FormField
          {...textField('email', 'forgot-email')}
          label={m.auth_email_label()}
          type="email"
          autoComplete="username"
          maxLength={254}
        />
        <Button type="submit" className="submit" aria-disabled={pending || undefined}>
          {pending ? m.auth_submitting() : m.auth_forgot_submit()}
        </Button>
      </Form>
      <p className="switch">
        {m.auth_have_account()}
        <Link to="/login">{m.auth_login_link()}</Link>
      </p>
    </AuthColumn>
  )
}

import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import type { ActionOutcome } from '~/api/action-outcome'
import type { StaffMember } from '~/api/contract/staff-endpoints'
import { FailureAlert } from '~/components/form/failure-alert'
import { Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { ConsoleAddress } from '../../address/console-addresses'
import { ConsoleLink, useConsoleNavigate } from '../../address/console-link'
import { consoleQueryKey } from '../../console-queries'
import { PasswordAndCodeFields } from '../../kit/password-and-code-fields'
import { PasskeyInsteadButton } from '../../passkeys/components/passkey-instead-button'
import { staffPasskeyAnswer } from '../../passkeys/staff-passkey-answer'
import { returnToInPageLanguage } from '../console-return-to'
import { type LoginFields, loginProblems } from '../login-validation'
import { SignInFrame } from './sign-in-frame'

const emptyFields: LoginFields = { email: '', password: '', code: '' }

/**
 * /admin/login: email, password and the second factor's code at once, or a passkey instead of the code (decision 88). The form posts to the page itself should it be
 * sent before the page is interactive, so that a password never lands in the address. A refusal says only that something was wrong
 * (never which part), and clears the password and the code but keeps the email.
 */
export default function StaffLoginPage({ address }: { address: ConsoleAddress<'login'> }) {
  const { search } = address
  const navigate = useNavigate()
  const toConsole = useConsoleNavigate()
  const queryClient = useQueryClient()
  const [fields, setFields] = useState(emptyFields)
  const [errors, setErrors] = useState<Partial<LoginFields>>({})
  const { failure, pending, alertRef, run } = useActionSubmit()
  const set = (name: keyof LoginFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }))

  /** Whether the fields asked for are filled in; the first empty one gets the focus. */
  function filledIn(names?: readonly (keyof LoginFields)[]) {
    const problems = loginProblems(fields, names)
    setErrors(problems)
    const firstInvalid = (Object.keys(problems) as (keyof LoginFields)[])[0]
    if (firstInvalid) document.getElementById(`staff-${firstInvalid}`)?.focus()
    return !firstInvalid
  }

  async function signIn(call: () => Promise<ActionOutcome<StaffMember>>) {
    const done = await run(call, async () => {
      queryClient.removeQueries({ queryKey: consoleQueryKey })
      if (search.returnTo) await navigate({ href: returnToInPageLanguage(search.returnTo, getLocale()) })
      else await toConsole({ section: 'dashboard', view: 'overview' })
    })
    if (done === false) setFields((current) => ({ ...current, password: '', code: '' }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!filledIn()) return
    await signIn(async () =>
      (await import('../sign-in.functions')).signInStaff({ data: { ...fields, code: fields.code.trim() } }),
    )
  }

  /** The email and password, and a passkey instead of the code (decision 88). */
  async function signInWithPasskey() {
    if (!filledIn(['email', 'password'])) return
    await signIn(async () => {
      const answer = await staffPasskeyAnswer()
      if (!answer.ok) return answer
      const { email, password } = fields
      return (await import('../sign-in.functions')).signInStaff({ data: { email, password, passkey: answer.data } })
    })
  }

  const field = (name: keyof LoginFields) => ({
    id: `staff-${name}`,
    value: fields[name],
    error: errors[name],
    onChange: set(name),
    onBlur: () => undefined,
  })

  return (
    <SignInFrame title={m.admin_login_title()}>
      {search.signedOut && !failure ? (
        <p className="notice" role="status">
          {m.admin_signed_out()}
        </p>
      ) : null}
      <FailureAlert message={failure} alertRef={alertRef} />
      <Form method="post" noValidate onSubmit={submit} aria-busy={pending}>
        <FormField {...field('email')} label={m.admin_login_email()} type="email" autoComplete="username" maxLength={254} />
        <PasswordAndCodeFields password={field('password')} code={field('code')} />
        <div className="actions">
          <Button type="submit" aria-disabled={pending || undefined}>
            {m.admin_login_submit()}
          </Button>
          <PasskeyInsteadButton pending={pending} onClick={() => void signInWithPasskey()} />
        </div>
      </Form>
      <p>
        <ConsoleLink to={{ section: 'forgot-password', view: 'form' }}>{m.admin_forgot_password_link()}</ConsoleLink>
      </p>
    </SignInFrame>
  )
}

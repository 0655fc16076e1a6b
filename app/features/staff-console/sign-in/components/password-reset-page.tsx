import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { STAFF_RESET_LINK_MINUTES } from '~/api/contract/staff-self-service-endpoints'
import { FailureAlert } from '~/components/form/failure-alert'
import { Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { newPasswordProblem, passwordConfirmProblem } from '../../../sign-in/sign-in-validation'
import type { ConsoleAddress } from '../../address/console-addresses'
import { ConsoleLink } from '../../address/console-link'
import { consoleQueryKey } from '../../console-queries'
import { ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { useAddressToken } from '../use-address-token'
import { SignInFrame } from './sign-in-frame'

const TOKEN_KEY = 'staff-password-reset-token'
const cleanAddress = { section: 'password-reset', view: 'form' } as const
const functions = () => import('../staff-password-reset.functions')

/**
 * /admin/password-reset: the mailed link's page. While the link works, the staff member chooses a new password and
 * gives a code of their second factor; then every device is signed out and they sign in again. A link that no longer
 * works says why and offers a new one.
 */
export default function PasswordResetPage({ address }: { address: ConsoleAddress<'password-reset'> }) {
  const { token, looked } = useAddressToken(address.search.token, TOKEN_KEY, cleanAddress)
  const link = useQuery({
    queryKey: [...consoleQueryKey, 'password-reset', token],
    queryFn: async () => (await functions()).checkStaffPasswordReset({ data: { token: token ?? '' } }),
    enabled: token !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  const [done, setDone] = useState(false)

  let body: React.ReactNode
  if (done) {
    body = (
      <>
        <p className="notice" role="status">
          {m.admin_password_reset_done()}
        </p>
        <p>
          <ConsoleLink to={{ section: 'login', view: 'form' }}>{m.admin_back_to_sign_in()}</ConsoleLink>
        </p>
      </>
    )
  } else if (looked && token === undefined) {
    body = <LinkGone />
  } else if (link.isError) {
    body = <ConsoleError error={link.error} onRetry={() => link.refetch()} />
  } else if (!link.data) {
    body = <ConsoleLoading />
  } else if (!link.data.email) {
    body = <LinkGone />
  } else {
    body = (
      <ResetForm
        token={token ?? ''}
        email={link.data.email}
        onReset={() => {
          sessionStorage.removeItem(TOKEN_KEY)
          setDone(true)
        }}
      />
    )
  }
  return <SignInFrame title={m.admin_password_reset_title()}>{body}</SignInFrame>
}

function LinkGone() {
  return (
    <>
      <p role="alert">{m.admin_password_reset_invalid({ minutes: STAFF_RESET_LINK_MINUTES })}</p>
      <p>
        <ConsoleLink to={{ section: 'forgot-password', view: 'form' }}>{m.admin_password_reset_ask_again()}</ConsoleLink>
      </p>
    </>
  )
}

type Field = 'newPassword' | 'confirmation' | 'code'
const fieldId = (name: Field) => `password-reset-${name}`

function ResetForm({ token, email, onReset }: { token: string; email: string; onReset: () => void }) {
  const [fields, setFields] = useState<Record<Field, string>>({ newPassword: '', confirmation: '', code: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const { failure, pending, alertRef, run } = useActionSubmit()
  const field = (name: Field) => ({
    id: fieldId(name),
    value: fields[name],
    error: errors[name],
    onChange: (value: string) => setFields((current) => ({ ...current, [name]: value })),
    onBlur: () => undefined,
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problems: Partial<Record<Field, string>> = {
      newPassword: newPasswordProblem(fields.newPassword),
      confirmation: passwordConfirmProblem(fields.newPassword, fields.confirmation),
      code: fields.code.trim() ? undefined : m.admin_login_required(),
    }
    setErrors(problems)
    const firstInvalid = (Object.keys(problems) as Field[]).find((name) => problems[name])
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus()
      return
    }
    const changed = await run(
      async () =>
        (await functions()).confirmStaffPasswordReset({
          data: { token, newPassword: fields.newPassword, code: fields.code.trim() },
        }),
      onReset,
      (refused) => {
        if (!refused.newPassword) return undefined
        setErrors({ newPassword: refused.newPassword })
        return fieldId('newPassword')
      },
    )
    // A code works once: a refused one is typed again; the password stays.
    if (changed === false) setFields((current) => ({ ...current, code: '' }))
  }

  return (
    <>
      <p>{m.admin_password_reset_intro({ email })}</p>
      <FailureAlert message={failure} alertRef={alertRef} />
      <Form method="post" noValidate onSubmit={submit} aria-busy={pending}>
        {/* The account's email, for the browser's password manager to file the new password under. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField {...field('newPassword')} label={m.admin_own_password_new()} type="password" autoComplete="new-password" />
        <FormField
          {...field('confirmation')}
          label={m.admin_own_password_confirm()}
          type="password"
          autoComplete="new-password"
        />
        <FormField
          {...field('code')}
          label={m.admin_login_code()}
          hint={m.admin_login_code_hint()}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={32}
        />
        <div className="actions">
          <Button type="submit" aria-disabled={pending || undefined}>
            {m.admin_password_reset_submit()}
          </Button>
        </div>
      </Form>
    </>
  )
}

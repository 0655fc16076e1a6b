import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { FailureAlert } from '~/components/form/failure-alert'
import { Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { Button } from '~/components/ui/button'
import { useFocusAfterRender } from '~/components/ui/use-focus-after-render'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { newPasswordProblem, passwordConfirmProblem } from '../../../sign-in/sign-in-validation'
import type { ConsoleAddress } from '../../address/console-addresses'
import { ConsoleLink } from '../../address/console-link'
import { consoleQueryKey } from '../../console-queries'
import { AuthenticatorKey } from '../../kit/authenticator-key'
import { formatTimestamp } from '../../kit/console-format'
import { ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { RecoveryCodes } from '../../kit/recovery-codes'
import { roleLabel } from '../../kit/staff-labels'
import { useAddressToken } from '../use-address-token'
import { SignInFrame } from './sign-in-frame'

const TOKEN_KEY = 'staff-invitation-token'
const RECOVERY_HEADING = 'invitation-recovery-heading'
const cleanAddress = { section: 'invitation', view: 'form' } as const

/** /admin/invitation: the invitee scans the key, chooses a password, proves the key with a first code, and is in. */
export default function InvitationPage({ address }: { address: ConsoleAddress<'invitation'> }) {
  const { token, looked } = useAddressToken(address.search.token, TOKEN_KEY, cleanAddress)
  const invitation = useQuery({
    queryKey: [...consoleQueryKey, 'invitation', token],
    queryFn: async () => (await import('../sign-in.functions')).getInvitation({ data: { token: token ?? '' } }),
    enabled: token !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>()
  // The form is gone once accepted: the focus goes to the codes' heading, read there.
  const focusCodes = useFocusAfterRender(RECOVERY_HEADING)

  let body: React.ReactNode
  if (recoveryCodes) {
    body = (
      <>
        <RecoveryCodes codes={recoveryCodes} intro={m.admin_recovery_intro()} headingId={RECOVERY_HEADING} />
        <p>
          <ConsoleLink to={{ section: 'dashboard', view: 'overview' }} reloadDocument>
            {m.admin_recovery_continue()}
          </ConsoleLink>
        </p>
      </>
    )
  } else if (looked && token === undefined) {
    body = <p role="alert">{m.admin_invitation_invalid()}</p>
  } else if (invitation.isError) {
    body = <ConsoleError error={invitation.error} onRetry={() => invitation.refetch()} />
  } else if (!invitation.data) {
    body = <ConsoleLoading />
  } else if (!invitation.data.invitation) {
    body = <p role="alert">{m.admin_invitation_invalid()}</p>
  } else {
    const shown = invitation.data.invitation
    body = (
      <>
        <p>
          {m.admin_invitation_intro({
            name: shown.name,
            email: shown.email,
            role: roleLabel(shown.role),
            expiresAt: formatTimestamp(shown.expiresAt, getLocale()),
          })}
        </p>
        <AuthenticatorKey qrSvg={shown.qrSvg} secret={shown.secret} />
        <AcceptForm
          token={token ?? ''}
          onAccepted={(codes) => {
            sessionStorage.removeItem(TOKEN_KEY)
            setRecoveryCodes(codes)
            focusCodes()
          }}
        />
      </>
    )
  }
  return <SignInFrame title={m.admin_invitation_title()}>{body}</SignInFrame>
}

interface AcceptFields {
  password: string
  confirmation: string
  code: string
}

function AcceptForm({ token, onAccepted }: { token: string; onAccepted: (codes: string[]) => void }) {
  const [fields, setFields] = useState<AcceptFields>({ password: '', confirmation: '', code: '' })
  const [errors, setErrors] = useState<Partial<AcceptFields>>({})
  const { failure, pending, alertRef, run } = useActionSubmit()
  const set = (name: keyof AcceptFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }))
  const field = (name: keyof AcceptFields) => ({
    id: `invitation-${name}`,
    value: fields[name],
    error: errors[name],
    onChange: set(name),
    onBlur: () => undefined,
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problems: Partial<AcceptFields> = {
      password: newPasswordProblem(fields.password),
      confirmation: passwordConfirmProblem(fields.password, fields.confirmation),
      code: /^\d{6}$/.test(fields.code.trim()) ? undefined : m.admin_invitation_code_wrong(),
    }
    setErrors(problems)
    const firstInvalid = (Object.keys(problems) as (keyof AcceptFields)[]).find((name) => problems[name])
    if (firstInvalid) {
      document.getElementById(`invitation-${firstInvalid}`)?.focus()
      return
    }
    const accepted = await run(
      async () =>
        (await import('../sign-in.functions')).acceptInvitation({
          data: { token, password: fields.password, code: fields.code.trim() },
        }),
      ({ recoveryCodes }) => onAccepted(recoveryCodes),
      (refused) => {
        if (!refused.password) return undefined
        setErrors({ password: refused.password })
        return 'invitation-password'
      },
    )
    if (accepted === false) setFields((current) => ({ ...current, code: '' }))
  }

  return (
    <>
      <FailureAlert message={failure} alertRef={alertRef} />
      <Form method="post" noValidate onSubmit={submit} aria-busy={pending}>
        <FormField {...field('password')} label={m.admin_invitation_password()} type="password" autoComplete="new-password" />
        <FormField
          {...field('confirmation')}
          label={m.admin_invitation_password_confirm()}
          type="password"
          autoComplete="new-password"
        />
        <FormField
          {...field('code')}
          label={m.admin_invitation_code()}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <div className="actions">
          <Button type="submit" aria-disabled={pending || undefined}>
            {m.admin_invitation_submit()}
          </Button>
        </div>
      </Form>
    </>
  )
}

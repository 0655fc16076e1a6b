import { Link, useLoaderData, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { FailureAlert } from '~/components/form/failure-alert'
import { Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { PageHeading } from '~/components/page/page-heading'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { returnToParam } from '../return-to'
import { useFinishSignIn } from '../use-finish-sign-in'
import { AuthColumn } from './sign-in-page.styles'

const CODE_ID = 'second-factor-code'

/** What the member types: the authenticator app's six digits, or one of the recovery codes. */
type Kind = 'app' | 'recovery'

/** The code field's problem before sending, if any. */
function codeProblem(kind: Kind, code: string): string | undefined {
  const compact = code.replace(/[\s-]/g, '')
  if (!compact) return m.auth_second_factor_code_required()
  if (kind === 'app' && !/^\d{6}$/.test(compact)) return m.auth_second_factor_code_format()
  if (kind === 'recovery' && !/^[0-9A-Za-z]{10}$/.test(compact)) return m.auth_second_factor_recovery_format()
  return undefined
}

/**
 * /login/second-factor: a sign-in whose password (or provider) was right, for a member whose second factor is on: the
 * authenticator app's code, or a recovery code. The ticket waits in an HttpOnly cookie for 5 minutes; without it the
 * page sends the visitor back to /login.
 */
export function SecondFactorPage() {
  const { pending: ticketPending } = useLoaderData({ from: '/login_/second-factor' })
  const search = useSearch({ from: '/login_/second-factor' })
  const returnTo = returnToParam(search.returnTo)
  const [kind, setKind] = useState<Kind>('app')
  const [codes, setCodes] = useState<Record<Kind, string>>({ app: '', recovery: '' })
  const [error, setError] = useState<string>()
  const [expired, setExpired] = useState(false)
  const { failure, pending, alertRef, run } = useActionSubmit()
  const finishSignIn = useFinishSignIn()
  const code = codes[kind]

  function switchKind() {
    setKind(kind === 'app' ? 'recovery' : 'app')
    setError(undefined)
    // The field changes its label: the focus stays in it.
    requestAnimationFrame(() => document.getElementById(CODE_ID)?.focus())
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = codeProblem(kind, code)
    setError(problem)
    if (problem) return document.getElementById(CODE_ID)?.focus()
    void run(
      async () => {
        const outcome = await (await import('../second-factor.functions')).completeSecondFactor({ data: { code: code.trim() } })
        if (!outcome.ok && outcome.code === 'SECOND_FACTOR_TICKET_INVALID') setExpired(true)
        return outcome
      },
      (member) => finishSignIn(returnTo, member),
    )
  }

  if (!ticketPending || expired) {
    return (
      <AuthColumn>
        <PageHeading />
        <p className="alert" role="alert">
          {expired ? failure : m.auth_second_factor_missing()}{' '}
          <Link to="/login" search={(previous) => ({ ...previous, returnTo })}>
            {m.auth_login_link()}
          </Link>
        </p>
      </AuthColumn>
    )
  }

  return (
    <AuthColumn>
      <PageHeading />
      <p className="lead">{kind === 'app' ? m.auth_second_factor_intro() : m.auth_second_factor_recovery_intro()}</p>
      <Form noValidate onSubmit={submit} aria-busy={pending || undefined}>
        <FailureAlert message={failure} alertRef={alertRef} />
        <FormField
          id={CODE_ID}
          label={kind === 'app' ? m.auth_second_factor_code_label() : m.auth_second_factor_recovery_label()}
          type="text"
          inputMode={kind === 'app' ? 'numeric' : undefined}
          autoComplete={kind === 'app' ? 'one-time-code' : 'off'}
          maxLength={kind === 'app' ? 6 : 11}
          hint={kind === 'app' ? m.auth_second_factor_code_hint() : m.auth_second_factor_recovery_hint()}
          value={code}
          error={error}
          onChange={(value) => {
            setCodes((previous) => ({ ...previous, [kind]: value }))
            if (error) setError(codeProblem(kind, value))
          }}
          onBlur={() => undefined}
        />
        <Button type="submit" className="submit" aria-disabled={pending || undefined}>
          {pending ? m.auth_submitting() : m.auth_second_factor_submit()}
        </Button>
      </Form>
      <p className="switch">
        <Button type="button" data-variant="secondary" onClick={switchKind}>
          {kind === 'app' ? m.auth_second_factor_use_recovery() : m.auth_second_factor_use_app()}
        </Button>
      </p>
      {kind === 'recovery' ? (
        // Decision 104: the way back for a member without their app and their codes.
        <p className="lost">
          {m.auth_second_factor_lost()} <Link to="/contact">{m.auth_second_factor_lost_contact()}</Link>
        </p>
      ) : null}
    </AuthColumn>
  )
}

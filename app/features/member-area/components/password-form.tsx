import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { passwordLimits } from '~/api/contract/sign-in-endpoints'
import { FailureAlert } from '~/components/form/failure-alert'
import { Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { useRefusedValues } from '~/components/form/use-refused-values'
import { Button } from '~/components/ui/button'
import { useToastStore } from '~/components/ui/toast-store'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { newPasswordProblem, passwordConfirmProblem, signInPasswordProblem } from '../../sign-in/sign-in-validation'
import { passkeysQuery } from '../passkeys-queries'
import { useReauthentication } from '../reauthentication/use-reauthentication'
import { useRefreshMember } from '../use-refresh-member'

type Field = 'current' | 'next' | 'confirm'
type Values = Record<Field, string>
const empty: Values = { current: '', next: '', confirm: '' }

function problems(values: Values, first: boolean): Partial<Record<Field, string>> {
  return {
    current: first ? undefined : signInPasswordProblem(values.current),
    next: newPasswordProblem(values.next),
    confirm: passwordConfirmProblem(values.next, values.confirm),
  }
}

/**
 * Current password, then the new one twice; cleared once changed. For a member without one (`first`, a provider's
 * sign-up) only the new one twice, after their provider's sign-in again when the last one is old.
 */
export function PasswordForm({ first = false }: { first?: boolean }) {
  const [values, setValues] = useState<Values>(empty)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const { failure, pending, alertRef, run } = useActionSubmit()
  const refusals = useRefusedValues<Field>()
  const problemsOf = (typed: Values) => refusals.withRefusals(typed, problems(typed, first))
  const reauthentication = useReauthentication()
  const refreshMember = useRefreshMember()
  const notify = useToastStore((state) => state.notify)
  const queryClient = useQueryClient()
  const field = (name: Field) => ({
    id: `password-${name}`,
    value: values[name],
    error: errors[name],
    type: 'password' as const,
    onChange: (value: string) => {
      const next = { ...values, [name]: value }
      setValues(next)
      setErrors((previous) => (previous[name] ? { ...previous, [name]: problemsOf(next)[name] } : previous))
    },
    onBlur: () => setErrors((previous) => ({ ...previous, [name]: problemsOf(values)[name] })),
  })

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = problemsOf(values)
    setErrors(found)
    const firstWrong = (Object.keys(found) as Field[]).find((name) => found[name])
    if (firstWrong) return document.getElementById(`password-${firstWrong}`)?.focus()
    void run(
      async () => {
        const functions = await import('../member-area.functions')
        if (!first) return functions.changePassword({ data: { currentPassword: values.current, newPassword: values.next } })
        return reauthentication.guard(() => functions.setPassword({ data: { newPassword: values.next } }))
      },
      () => {
        setValues(empty)
        notify('success', first ? m.mypage_password_set_done() : m.mypage_password_changed())
        // The page now offers the change of the password it has.
        if (first) void refreshMember()
        // The security page's history lists the change (decision 95).
        void queryClient.invalidateQueries({ queryKey: passkeysQuery(getLocale()).queryKey })
      },
      // The API's own checks of the new password (too common, holds the email name) show under the field.
      ({ newPassword }) => {
        if (!newPassword) return undefined
        refusals.remember('next', values.next, newPassword)
        setErrors((previous) => ({ ...previous, next: newPassword }))
        return 'password-next'
      },
    )
  }

  return (
    <Form noValidate onSubmit={submit} aria-busy={pending || undefined} aria-labelledby="password-heading">
      <h2 id="password-heading">{first ? m.mypage_password_set_heading() : m.mypage_password_heading()}</h2>
      {first ? <p>{m.mypage_password_set_intro()}</p> : null}
      <FailureAlert message={failure} alertRef={alertRef} />
      {first ? null : <FormField {...field('current')} label={m.mypage_password_current()} autoComplete="current-password" />}
      <FormField
        {...field('next')}
        label={m.mypage_password_new()}
        autoComplete="new-password"
        hint={m.auth_password_hint({ min: passwordLimits.minLength, max: passwordLimits.maxLength })}
      />
      <FormField {...field('confirm')} label={m.mypage_password_confirm()} autoComplete="new-password" />
      <div className="actions">
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? m.auth_submitting() : first ? m.mypage_password_set_save() : m.mypage_password_save()}
        </Button>
      </div>
      {reauthentication.dialog}
    </Form>
  )
}

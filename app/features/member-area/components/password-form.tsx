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

type Field = 'current' | 'next' | 'confirm'
type Values = Record<Field, string>
const empty: Values = { current: '', next: '', confirm: '' }

function problems(values: Values): Partial<Record<Field, string>> {
  return {
    current: signInPasswordProblem(values.current),
    next: newPasswordProblem(values.next),
    confirm: passwordConfirmProblem(values.next, values.confirm),
  }
}

/** Current password, then the new one twice; cleared once changed. */
export function PasswordForm() {
  const [values, setValues] = useState<Values>(empty)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const { failure, pending, alertRef, run } = useActionSubmit()
  const refusals = useRefusedValues<Field>()
  const problemsOf = (typed: Values) => refusals.withRefusals(typed, problems(typed))
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
    const first = (Object.keys(found) as Field[]).find((name) => found[name])
    if (first) return document.getElementById(`password-${first}`)?.focus()
    void run(
      async () =>
        (await import('../member-area.functions')).changePassword({
          data: { currentPassword: values.current, newPassword: values.next },
        }),
      () => {
        setValues(empty)
        notify('success', m.mypage_password_changed())
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
      <h2 id="password-heading">{m.mypage_password_heading()}</h2>
      <FailureAlert message={failure} alertRef={alertRef} />
      <FormField {...field('current')} label={m.mypage_password_current()} autoComplete="current-password" />
      <FormField
        {...field('next')}
        label={m.mypage_password_new()}
        autoComplete="new-password"
        hint={m.auth_password_hint({ min: passwordLimits.minLength, max: passwordLimits.maxLength })}
      />
      <FormField {...field('confirm')} label={m.mypage_password_confirm()} autoComplete="new-password" />
      <div className="actions">
        <Button type="submit" disabled={pending}>
          {pending ? m.auth_submitting() : m.mypage_password_save()}
        </Button>
      </div>
    </Form>
  )
}

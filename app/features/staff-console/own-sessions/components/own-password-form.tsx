import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { FormField } from '~/components/form/form-field'
import { Button } from '~/components/ui/button'
import { useFocusAfterRender } from '~/components/ui/use-focus-after-render'
import { newPasswordProblem, passwordConfirmProblem } from '~/features/sign-in/sign-in-validation'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { ActionAlert } from '../../kit/action-alert'
import { Panel, PanelForm } from '../../kit/console.styles'
import { useConsoleAction } from '../../kit/use-console-action'
import { changeStaff } from '../../staff-calls'
import { ownSessionsQuery } from '../own-sessions-queries'

type Field = 'newPassword' | 'confirmation'
const fieldId = (field: Field) => `own-password-${field}`

/**
 * /admin/account: the staff member chooses a new password (the members' rules, checked again by the API). A sign-in
 * more than a few minutes old is asked for the password and a code first (useConsoleAction); every other session
 * ends, and the sessions list above is read again. What was typed stays on a refusal.
 */
export function OwnPasswordForm() {
  const queryClient = useQueryClient()
  const action = useConsoleAction()
  const [fields, setFields] = useState<Record<Field, string>>({ newPassword: '', confirmation: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [notice, setNotice] = useState('')
  // The password changed: the focus goes to what happened (the fields are emptied), read there.
  const focusNotice = useFocusAfterRender('own-password-notice')
  const field = (name: Field) => ({
    id: fieldId(name),
    value: fields[name],
    error: errors[name],
    onChange: (value: string) => setFields((current) => ({ ...current, [name]: value })),
    onBlur: () => undefined,
    type: 'password' as const,
    autoComplete: 'new-password',
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    setNotice('')
    const problems = {
      newPassword: newPasswordProblem(fields.newPassword),
      confirmation: passwordConfirmProblem(fields.newPassword, fields.confirmation),
    }
    setErrors(problems)
    const firstInvalid = (Object.keys(problems) as Field[]).find((name) => problems[name])
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus()
      return
    }
    void action.run(
      () => changeStaff('changeMyPassword', { body: { newPassword: fields.newPassword } }),
      async ({ endedSessions }) => {
        setFields({ newPassword: '', confirmation: '' })
        setNotice(m.admin_own_password_changed({ count: formatNumber(endedSessions) }))
        focusNotice()
        await queryClient.invalidateQueries({ queryKey: ownSessionsQuery().queryKey })
      },
    )
  }

  return (
    <Panel aria-labelledby="own-password-heading">
      <h2 id="own-password-heading">{m.admin_own_password_title()}</h2>
      <p className="hint">{m.admin_own_password_intro()}</p>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
      <p role="status" className="hint" id="own-password-notice">
        {notice}
      </p>
      <PanelForm onSubmit={submit} noValidate aria-busy={action.pending}>
        <FormField {...field('newPassword')} label={m.admin_own_password_new()} />
        <FormField {...field('confirmation')} label={m.admin_own_password_confirm()} />
        <div className="actions">
          <Button type="submit" aria-disabled={action.pending || undefined}>
            {m.admin_own_password_submit()}
          </Button>
        </div>
      </PanelForm>
    </Panel>
  )
}

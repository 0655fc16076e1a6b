import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { StaffRole } from '~/api/contract/staff-roles'
import { FailureAlert } from '~/components/form/failure-alert'
import { FieldBox, Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { emailProblem, nameProblem } from '../../../sign-in/sign-in-validation'
import { RoleSelect } from '../../kit/role-select'
import { withFreshProof } from '../../proof/with-fresh-proof'
import { changeStaff } from '../../staff-calls'
import { invitedNotice } from '../invited-notice'
import { pendingInvitationsQuery } from '../staff-accounts-queries'

interface InviteFields {
  name: string
  email: string
  role: StaffRole
}

const emptyInvite: InviteFields = { name: '', email: '', role: 'support' }

/** An invitation by mail (a one-time link, 72 hours). A refusal keeps what was typed; a sent one clears the form. */
export function InviteStaffForm({ onInvited }: { onInvited: (notice: string) => void }) {
  const queryClient = useQueryClient()
  const [fields, setFields] = useState(emptyInvite)
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({})
  const { failure, pending, alertRef, run } = useActionSubmit()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problems = { name: nameProblem(fields.name), email: emailProblem(fields.email) }
    setErrors(problems)
    if (problems.name || problems.email) {
      document.getElementById(problems.name ? 'invite-name' : 'invite-email')?.focus()
      return
    }
    await run(
      () => withFreshProof(() => changeStaff('invite', { body: { ...fields, email: fields.email.trim() } })),
      (invited) => {
        setFields(emptyInvite)
        onInvited(invitedNotice(invited))
        void queryClient.invalidateQueries({ queryKey: pendingInvitationsQuery().queryKey })
      },
    )
  }

  return (
    <>
      <FailureAlert message={failure} alertRef={alertRef} />
      <Form method="post" noValidate onSubmit={submit} aria-busy={pending}>
        <div className="pair">
          <FormField
            id="invite-name"
            label={m.admin_staff_invite_name()}
            type="text"
            autoComplete="off"
            value={fields.name}
            error={errors.name}
            onChange={(name) => setFields((current) => ({ ...current, name }))}
            onBlur={() => undefined}
          />
          <FormField
            id="invite-email"
            label={m.admin_staff_invite_email()}
            type="email"
            autoComplete="off"
            value={fields.email}
            error={errors.email}
            onChange={(email) => setFields((current) => ({ ...current, email }))}
            onBlur={() => undefined}
          />
        </div>
        <FieldBox>
          <label htmlFor="invite-role">{m.admin_staff_invite_role()}</label>
          <RoleSelect id="invite-role" value={fields.role} onChange={(role) => setFields((current) => ({ ...current, role }))} />
        </FieldBox>
        <div className="actions">
          <Button type="submit" aria-disabled={pending || undefined}>
            {m.admin_staff_invite_submit()}
          </Button>
        </div>
      </Form>
    </>
  )
}

import { type FormEvent, useEffect, useState } from 'react'
import type { ActionOutcome } from '~/api/action-outcome'
import { revealReasonLimits } from '~/api/contract/admin-member-endpoints'
import { TextareaField } from '~/components/form/textarea-field'
import { m } from '~/paraglide/messages'
import { counterText, problemMessage } from '../../kit/problem-messages'
import { ReasonDialogFrame } from '../../kit/reason-dialog-frame'
import { useConsoleAction } from '../../kit/use-console-action'
import { reasonProblems } from '../member-forms'

interface MemberReasonDialogProps<T> {
  /** The reason field's id, unique on the page. */
  fieldId: string
  open: boolean
  title: string
  intro: string
  submitLabel: string
  onClose: () => void
  /** The action, for the reason given (a fresh proof asked for first where the API wants one). */
  act: (reason: string) => Promise<ActionOutcome<T>>
  onDone: (data: T) => void
}

/**
 * Asks why before an action on a member that the audit log keeps the reason of (4 to 500 characters), then takes it:
 * the reason is kept while the action is refused, and emptied once it is done.
 */
export function MemberReasonDialog<T>({
  fieldId,
  open,
  title,
  intro,
  submitLabel,
  onClose,
  act,
  onDone,
}: MemberReasonDialogProps<T>) {
  const action = useConsoleAction()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const check = (value: string) => problemMessage(reasonProblems(value).reason, revealReasonLimits)

  // The reason is what the dialog asks for: it takes the focus once the dialog is open.
  useEffect(() => {
    if (open) requestAnimationFrame(() => document.getElementById(fieldId)?.focus())
  }, [open, fieldId])

  function submit(event: FormEvent) {
    event.preventDefault()
    const problem = check(reason)
    setError(problem)
    if (problem) {
      document.getElementById(fieldId)?.focus()
      return
    }
    void action.run(
      () => act(reason),
      (data) => {
        setReason('')
        onDone(data)
      },
    )
  }

  return (
    <ReasonDialogFrame
      open={open}
      title={title}
      intro={intro}
      submitLabel={submitLabel}
      onClose={onClose}
      onSubmit={submit}
      action={action}
    >
      <TextareaField
        id={fieldId}
        label={m.admin_member_reveal_reason()}
        value={reason}
        error={error}
        onChange={(value) => {
          setReason(value)
          if (error) setError(check(value))
        }}
        onBlur={() => undefined}
        max={revealReasonLimits.max}
        counter={counterText}
        rows={3}
      />
    </ReasonDialogFrame>
  )
}

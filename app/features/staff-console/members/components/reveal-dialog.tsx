import { type FormEvent, useEffect, useState } from 'react'
import type * as v from 'valibot'
import { type revealedMember, revealReasonLimits } from '~/api/contract/admin-member-endpoints'
import { TextareaField } from '~/components/form/textarea-field'
import { m } from '~/paraglide/messages'
import { counterText, problemMessage } from '../../kit/problem-messages'
import { RevealDialogFrame } from '../../kit/reveal-dialog-frame'
import { useConsoleAction } from '../../kit/use-console-action'
import { revealProblems } from '../member-forms'

const functions = () => import('../members.functions')

interface RevealDialogProps {
  memberId: string
  open: boolean
  onClose: () => void
  onRevealed: (member: v.InferOutput<typeof revealedMember>) => void
}

/** Asks why the member's data is needed (it goes to the audit log with who and when), then reveals it. */
export function RevealDialog({ memberId, open, onClose, onRevealed }: RevealDialogProps) {
  const action = useConsoleAction()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const check = (value: string) => problemMessage(revealProblems(value).reason, revealReasonLimits)

  // The reason is what the dialog asks for: it takes the focus once the dialog is open.
  useEffect(() => {
    if (open) requestAnimationFrame(() => document.getElementById('reveal-reason')?.focus())
  }, [open])

  function submit(event: FormEvent) {
    event.preventDefault()
    const problem = check(reason)
    setError(problem)
    if (problem) {
      document.getElementById('reveal-reason')?.focus()
      return
    }
    void action.run(
      async () => (await functions()).revealMember({ data: { id: memberId, reason } }),
      (member) => {
        setReason('')
        onRevealed(member)
      },
    )
  }

  return (
    <RevealDialogFrame open={open} title={m.admin_member_reveal_title()} onClose={onClose} onSubmit={submit} action={action}>
      <TextareaField
        id="reveal-reason"
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
    </RevealDialogFrame>
  )
}

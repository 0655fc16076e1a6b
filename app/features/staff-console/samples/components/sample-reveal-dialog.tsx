import { type FormEvent, useEffect, useState } from 'react'
import type * as v from 'valibot'
import {
  type AdminSampleDetail,
  type revealedSampleRecipient,
  type SampleRevealReason,
  sampleRevealReasons,
} from '~/api/contract/member-area-admin-endpoints'
import { Fieldset } from '~/components/form/form.styles'
import { m } from '~/paraglide/messages'
import { ReasonDialogFrame } from '../../kit/reason-dialog-frame'
import { useConsoleAction } from '../../kit/use-console-action'
import { changeStaff } from '../../staff-calls'
import { sampleRevealReasonLabels } from '../sample-labels'

export type RevealedRecipient = v.InferOutput<typeof revealedSampleRecipient>

/** The reason the workflow implies: an open request is revealed to ship it, a finished one to contact the member. */
export const impliedRevealReason = (status: AdminSampleDetail['status']): SampleRevealReason =>
  status === 'received' || status === 'reviewing' ? 'shipping' : 'contacting-member'

interface SampleRevealDialogProps {
  sample: AdminSampleDetail
  open: boolean
  onClose: () => void
  onRevealed: (recipient: RevealedRecipient) => void
}

/** Asks why the recipient is needed in full (a reason from the list, the audit log keeps it), then reveals it. */
export function SampleRevealDialog({ sample, open, onClose, onRevealed }: SampleRevealDialogProps) {
  const action = useConsoleAction()
  const [reason, setReason] = useState<SampleRevealReason>(impliedRevealReason(sample.status))

  // The chosen reason takes the focus once the dialog is open: Enter confirms it, the arrows choose another.
  useEffect(() => {
    if (!open) return
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>('input[name="sample-reveal-reason"]:checked')?.focus())
  }, [open])

  function submit(event: FormEvent) {
    event.preventDefault()
    void action.run(() => changeStaff('revealSampleRecipient', { params: { id: sample.id }, body: { reason } }), onRevealed)
  }

  return (
    <ReasonDialogFrame
      open={open}
      title={m.admin_sample_reveal_title()}
      intro={m.admin_member_reveal_intro()}
      submitLabel={m.admin_member_reveal_submit()}
      onClose={onClose}
      onSubmit={submit}
      action={action}
    >
      <Fieldset>
        <legend>{m.admin_member_reveal_reason()}</legend>
        <div className="choices">
          {sampleRevealReasons.map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name="sample-reveal-reason"
                value={choice}
                checked={reason === choice}
                onChange={() => setReason(choice)}
              />
              {sampleRevealReasonLabels[choice]()}
            </label>
          ))}
        </div>
      </Fieldset>
    </ReasonDialogFrame>
  )
}

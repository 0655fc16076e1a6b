import type * as v from 'valibot'
import type { revealedMember } from '~/api/contract/admin-member-endpoints'
import { m } from '~/paraglide/messages'
import { changeStaff } from '../../staff-calls'
import { MemberReasonDialog } from './member-reason-dialog'

interface RevealDialogProps {
  memberId: string
  open: boolean
  onClose: () => void
  onRevealed: (member: v.InferOutput<typeof revealedMember>) => void
}

/** Asks why the member's data is needed (it goes to the audit log with who and when), then reveals it. */
export function RevealDialog({ memberId, open, onClose, onRevealed }: RevealDialogProps) {
  return (
    <MemberReasonDialog
      fieldId="reveal-reason"
      open={open}
      title={m.admin_member_reveal_title()}
      intro={m.admin_member_reveal_intro()}
      submitLabel={m.admin_member_reveal_submit()}
      onClose={onClose}
      act={(reason) => changeStaff('revealMember', { params: { id: memberId }, body: { reason } })}
      onDone={onRevealed}
    />
  )
}

import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { changeStaff } from '../../staff-calls'
import { membersKey } from '../member-queries'
import { MemberReasonDialog } from './member-reason-dialog'

/**
 * Support's way back in for a member who lost both their authenticator and their recovery codes (decision 104): the
 * second factor turned off, with a reason, after a fresh proof; the member is told by the site.
 */
export function SecondFactorReset({ memberId, onDone }: { memberId: string; onDone: () => void }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button type="button" data-variant="secondary" onClick={() => setOpen(true)}>
        {m.admin_member_second_factor_reset()}
      </Button>
      <MemberReasonDialog
        fieldId="second-factor-reset-reason"
        open={open}
        title={m.admin_member_second_factor_reset_title()}
        intro={m.admin_member_second_factor_reset_intro()}
        submitLabel={m.admin_member_second_factor_reset_submit()}
        onClose={() => setOpen(false)}
        act={(reason) => changeStaff('resetMemberSecondFactor', { params: { id: memberId }, body: { reason } })}
        onDone={() => {
          setOpen(false)
          onDone()
          void queryClient.invalidateQueries({ queryKey: [...membersKey, memberId] })
        }}
      />
    </>
  )
}

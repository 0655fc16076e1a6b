import { useBlocker } from '@tanstack/react-router'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/modal'
import { m } from '~/paraglide/messages'
import { DialogActions } from '../../kit/console.styles'

/**
 * Asks before leaving a form with unsaved changes: a link in the console or the browser's back and forward ask in a
 * dialog that starts on "Keep editing"; a reload or a closed tab ask with the browser's own question. `isDirty` is
 * read when the page is left (a save that navigates at once has already marked the form saved).
 */
export function LeaveGuard({ isDirty }: { isDirty: () => boolean }) {
  const blocker = useBlocker({ shouldBlockFn: isDirty, enableBeforeUnload: isDirty, withResolver: true })
  // Kept mounted and closed, not removed: a dialog closed hands the focus back to where it was (the link or the field),
  // one removed while open drops it to the page.
  const stay = () => blocker.reset?.()
  return (
    <Modal
      open={blocker.status === 'blocked'}
      title={m.admin_leave_title()}
      onClose={stay}
      role="alertdialog"
      size="sm"
      description={m.admin_leave_body()}
    >
      <DialogActions>
        <Button type="button" onClick={stay} data-autofocus>
          {m.admin_leave_stay()}
        </Button>
        <Button type="button" data-variant="secondary" onClick={() => blocker.proceed?.()}>
          {m.admin_leave_go()}
        </Button>
      </DialogActions>
    </Modal>
  )
}

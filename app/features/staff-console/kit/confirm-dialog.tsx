import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/modal'
import { m } from '~/paraglide/messages'
import { ActionAlert } from './action-alert'
import { DialogActions } from './console.styles'
import type { useConsoleAction } from './use-console-action'

interface ConfirmDialogProps {
  open: boolean
  title: string
  /** What is about to happen, in words. */
  children: ReactNode
  confirmLabel: string
  onConfirm: () => void
  onClose: () => void
  /** The action the confirmation sends: pending while it runs, its refusal shown in the dialog. */
  action: ReturnType<typeof useConsoleAction>
}

/**
 * Asks before a change that cannot be undone (a deletion): an alert dialog described by what is about to happen, with
 * its confirming button named for the action, and the change's refusal, if any. It starts on Cancel, as the console's
 * other confirmations do (global-dialogs.tsx): Enter or Space at once deletes nothing.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onClose, action }: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onClose} role="alertdialog" size="sm" description={children}>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
      <DialogActions>
        <Button type="button" onClick={onConfirm} aria-disabled={action.pending || undefined}>
          {confirmLabel}
        </Button>
        <Button type="button" data-variant="secondary" onClick={onClose} data-autofocus>
          {m.admin_cancel()}
        </Button>
      </DialogActions>
    </Modal>
  )
}

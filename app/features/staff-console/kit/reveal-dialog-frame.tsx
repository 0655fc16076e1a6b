import type { FormEvent, ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/modal'
import { m } from '~/paraglide/messages'
import { ActionAlert } from './action-alert'
import { PanelForm } from './console.styles'
import type { useConsoleAction } from './use-console-action'

interface RevealDialogFrameProps {
  open: boolean
  title: string
  onClose: () => void
  onSubmit: (event: FormEvent) => void
  /** The reveal's action: pending while it runs, its refusal shown in the dialog. */
  action: ReturnType<typeof useConsoleAction>
  /** What the dialog asks: the reason. */
  children: ReactNode
}

/** A dialog that asks why personal data is needed before it is shown (the audit log keeps the reason). */
export function RevealDialogFrame({ open, title, onClose, onSubmit, action, children }: RevealDialogFrameProps) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <PanelForm onSubmit={onSubmit} noValidate>
        <p className="hint">{m.admin_member_reveal_intro()}</p>
        <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
        {children}
        <div className="actions">
          <Button type="submit" disabled={action.pending}>
            {m.admin_member_reveal_submit()}
          </Button>
          <Button type="button" data-variant="secondary" onClick={onClose}>
            {m.admin_cancel()}
          </Button>
        </div>
      </PanelForm>
    </Modal>
  )
}

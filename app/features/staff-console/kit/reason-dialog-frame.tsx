import type { FormEvent, ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/modal'
import { m } from '~/paraglide/messages'
import { ActionAlert } from './action-alert'
import { PanelForm } from './console.styles'
import type { useConsoleAction } from './use-console-action'

interface ReasonDialogFrameProps {
  open: boolean
  title: string
  /** What the reason is for and where it goes. */
  intro: string
  submitLabel: string
  onClose: () => void
  onSubmit: (event: FormEvent) => void
  /** The action the reason is for: pending while it runs, its refusal shown in the dialog. */
  action: ReturnType<typeof useConsoleAction>
  /** What the dialog asks: the reason. */
  children: ReactNode
}

/**
 * A dialog that asks why before a staff action whose reason the audit log keeps: personal data shown, a member's
 * second factor turned off.
 */
export function ReasonDialogFrame({
  open,
  title,
  intro,
  submitLabel,
  onClose,
  onSubmit,
  action,
  children,
}: ReasonDialogFrameProps) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <PanelForm onSubmit={onSubmit} noValidate>
        <p className="hint">{intro}</p>
        <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
        {children}
        <div className="actions">
          <Button type="submit" aria-disabled={action.pending || undefined}>
            {submitLabel}
          </Button>
          <Button type="button" data-variant="secondary" onClick={onClose}>
            {m.admin_cancel()}
          </Button>
        </div>
      </PanelForm>
    </Modal>
  )
}

import { type ReactNode, useState } from 'react'
import type { ActionOutcome } from '~/api/action-outcome'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from './confirm-dialog'
import { useConsoleAction } from './use-console-action'

interface DeleteAfterConfirmingProps<T> {
  /** The button that asks. */
  label: string
  /** The confirmation's title and its button. */
  title: string
  confirmLabel: string
  /** What is about to be deleted, in words. */
  children: ReactNode
  remove: () => Promise<ActionOutcome<T>>
  /** After the deletion (the dialog closed): usually back to the list. */
  onRemoved: (data: T) => Promise<void> | void
}

/**
 * A deletion that asks first: a button opens a confirmation that says what goes; a refusal (something still uses it)
 * is shown in the dialog, which stays open.
 */
export function DeleteAfterConfirming<T>({
  label,
  title,
  confirmLabel,
  children,
  remove,
  onRemoved,
}: DeleteAfterConfirmingProps<T>) {
  const [open, setOpen] = useState(false)
  const action = useConsoleAction()
  function confirmed() {
    void action.run(remove, async (data) => {
      setOpen(false)
      await onRemoved(data)
    })
  }
  return (
    <>
      <div className="actions">
        <Button type="button" data-variant="secondary" onClick={() => setOpen(true)}>
          {label}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={confirmLabel}
        onConfirm={confirmed}
        onClose={() => setOpen(false)}
        action={action}
      >
        {children}
      </ConfirmDialog>
    </>
  )
}

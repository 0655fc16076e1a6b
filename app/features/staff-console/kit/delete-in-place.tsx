import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { useFocusAfterRender } from '~/components/ui/use-focus-after-render'

interface DeleteInPlaceProps {
  /** The ids of the button that asks and of the one that cancels, where the focus goes. */
  id: string
  label: string
  confirmLabel: string
  cancelLabel: string
  /** The deletion under way: its button says so and keeps the focus (a second press is the action's to ignore). */
  pending: boolean
  onConfirm: () => void
}

/**
 * A deletion asked in place, among a form's buttons: the button that asks is replaced by the one that deletes and the
 * one that cancels. The focus follows: to Cancel when asked (as a confirmation starts, so that Enter deletes nothing),
 * and back to the button that asks when cancelled; never to the page with the button pressed.
 */
export function DeleteInPlace({ id, label, confirmLabel, cancelLabel, pending, onConfirm }: DeleteInPlaceProps) {
  const [asking, setAsking] = useState(false)
  const focusAfterRender = useFocusAfterRender()
  const cancelId = `${id}-cancel`
  function ask(next: boolean) {
    setAsking(next)
    focusAfterRender(next ? cancelId : id)
  }
  if (!asking)
    return (
      <Button type="button" id={id} data-variant="secondary" onClick={() => ask(true)}>
        {label}
      </Button>
    )
  return (
    <>
      <Button type="button" aria-disabled={pending || undefined} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button type="button" id={cancelId} data-variant="secondary" onClick={() => ask(false)}>
        {cancelLabel}
      </Button>
    </>
  )
}

import { styled } from '@linaria/react'
import { m } from '~/paraglide/messages'
import { Button } from './button'

/** A dialog's buttons, in a row at its end (wrapping on a narrow phone). */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  margin-top: 24px;
`

/** A form dialog's last row: Cancel, then the form's submit button (disabled while it is sent). */
export function CancelAndSubmit({ onCancel, submit, pending }: { onCancel: () => void; submit: string; pending: boolean }) {
  return (
    <DialogActions>
      <Button type="button" data-variant="secondary" onClick={onCancel}>
        {m.dialog_cancel()}
      </Button>
      <Button type="submit" aria-disabled={pending || undefined}>
        {submit}
      </Button>
    </DialogActions>
  )
}

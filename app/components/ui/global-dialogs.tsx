import { m } from '~/paraglide/messages'
import { Button } from './button'
import { DialogActions } from './dialog-actions'
import { useDialogStore } from './dialog-store'
import { Modal } from './modal'

/** The global alert and confirm dialogs, driven by the dialog store; loaded when one first opens (app-layout.tsx). */
export default function GlobalDialogs() {
  const alert = useDialogStore((state) => state.alert)
  const confirm = useDialogStore((state) => state.confirm)
  const closeAlert = useDialogStore((state) => state.closeAlert)
  const settleConfirm = useDialogStore((state) => state.settleConfirm)

  return (
    <>
      <Modal
        open={alert.isOpen}
        title={alert.title}
        onClose={closeAlert}
        size="sm"
        role="alertdialog"
        description={<p>{alert.message}</p>}
      >
        <DialogActions>
          <Button type="button" onClick={closeAlert} data-autofocus>
            {m.dialog_ok()}
          </Button>
        </DialogActions>
      </Modal>
      <Modal
        open={confirm.isOpen}
        title={confirm.title}
        onClose={() => settleConfirm(false)}
        size="sm"
        role="alertdialog"
        description={<p>{confirm.message}</p>}
      >
        <DialogActions>
          <Button type="button" data-variant="secondary" onClick={() => settleConfirm(false)} data-autofocus>
            {m.dialog_cancel()}
          </Button>
          <Button type="button" onClick={() => settleConfirm(true)}>
            {confirm.confirmLabel}
          </Button>
        </DialogActions>
      </Modal>
    </>
  )
}

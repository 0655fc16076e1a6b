import type { RedirectStatus } from '~/api/contract/redirect-addresses'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/modal'
import { m } from '~/paraglide/messages'
import { DialogActions } from '../../kit/console.styles'
import { readableAddress } from '../redirect-form'

interface RetiredPageDialogProps {
  /** The page of an item no longer public the old address is; the dialog is closed without one. */
  page: string | undefined
  onChoose: (status: RedirectStatus) => void
  onClose: () => void
}

/**
 * Asks before a redirect takes the page of a news article, patent or paper that is no longer public (decision 116):
 * says what the address is, and offers a temporary redirect first (browsers keep a 301, not a 302), then a permanent.
 */
export function RetiredPageDialog({ page, onChoose, onClose }: RetiredPageDialogProps) {
  return (
    <Modal
      open={page !== undefined}
      title={m.admin_redirect_retire_title()}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      description={m.admin_redirect_retire_what({ page: readableAddress(page ?? '') })}
    >
      <DialogActions>
        <Button type="button" onClick={() => onChoose(302)} data-autofocus>
          {m.admin_redirect_retire_temporary()}
        </Button>
        <Button type="button" data-variant="secondary" onClick={() => onChoose(301)}>
          {m.admin_redirect_retire_permanent()}
        </Button>
        <Button type="button" data-variant="secondary" onClick={onClose}>
          {m.admin_cancel()}
        </Button>
      </DialogActions>
    </Modal>
  )
}

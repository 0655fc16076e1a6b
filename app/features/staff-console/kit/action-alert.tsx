import type { Ref } from 'react'
import type { ErrorCode } from '~/api/contract/error-response'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { STALE_RECORD } from './stale-record-alert'

/** The refusal of a call without a live staff session. */
const SIGNED_OUT: ErrorCode = 'UNAUTHORIZED'

interface ActionAlertProps {
  refusal: { code: string; message: string } | undefined
  alertRef: Ref<HTMLDivElement>
  /** Reloads the record: offered when someone else changed it meanwhile (STALE_RECORD). */
  onReload?: () => void
}

/**
 * A refused change, above its form, focusable so that focus moves to it: the API's localized message and, for a stale
 * record, a reload of the record (the form keeps what was typed). When the session has ended (idle too long, ended
 * elsewhere), a link to sign in again in a new tab: this one keeps the form, which is sent again once signed in.
 */
export function ActionAlert({ refusal, alertRef, onReload }: ActionAlertProps) {
  if (!refusal) return null
  const stale = refusal.code === STALE_RECORD
  return (
    <div className="alert" role="alert" tabIndex={-1} ref={alertRef} data-testid={stale ? 'stale-record' : 'action-refused'}>
      <p>{refusal.message}</p>
      {refusal.code === SIGNED_OUT ? (
        <p>
          <a href={`/admin/login?lang=${getLocale()}`} target="_blank" rel="noopener">
            {m.admin_sign_in_again_new_tab()}
          </a>
        </p>
      ) : null}
      {stale && onReload ? (
        <Button type="button" data-variant="secondary" onClick={onReload}>
          {m.admin_reload()}
        </Button>
      ) : null}
    </div>
  )
}

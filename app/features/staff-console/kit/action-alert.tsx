import type { Ref } from 'react'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { STALE_RECORD } from './stale-record-alert'

interface ActionAlertProps {
  refusal: { code: string; message: string } | undefined
  alertRef: Ref<HTMLDivElement>
  /** Reloads the record: offered when someone else changed it meanwhile (STALE_RECORD). */
  onReload?: () => void
}

/**
 * A refused change, above its form, focusable so that focus moves to it: the API's localized message and, for a stale
 * record, a reload of the record (the form keeps what was typed).
 */
export function ActionAlert({ refusal, alertRef, onReload }: ActionAlertProps) {
  if (!refusal) return null
  const stale = refusal.code === STALE_RECORD
  return (
    <div className="alert" role="alert" tabIndex={-1} ref={alertRef} data-testid={stale ? 'stale-record' : 'action-refused'}>
      <p>{refusal.message}</p>
      {stale && onReload ? (
        <Button type="button" data-variant="secondary" onClick={onReload}>
          {m.admin_reload()}
        </Button>
      ) : null}
    </div>
  )
}

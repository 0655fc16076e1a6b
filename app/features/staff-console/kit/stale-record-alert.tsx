import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'

/** The code of the API's refusal of a change based on an older read of the record (its `version`). */
export const STALE_RECORD = 'STALE_RECORD'

/**
 * Someone else changed the record meanwhile (409 STALE_RECORD): says so, and offers to reload it. The form around it
 * keeps what was typed; reloading refreshes the record only.
 */
export function StaleRecordAlert({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <div role="alert" className="alert" data-testid="stale-record">
      <p>{message}</p>
      <Button type="button" data-variant="secondary" onClick={onReload}>
        {m.admin_reload()}
      </Button>
    </div>
  )
}

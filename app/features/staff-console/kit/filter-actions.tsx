import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'

/** A list's filter form's buttons: apply (the form's submit) and clear. */
export function FilterActions({ onClear }: { onClear: () => void }) {
  return (
    <div className="actions">
      <Button type="submit">{m.admin_filter_apply()}</Button>
      <Button type="button" data-variant="secondary" onClick={onClear}>
        {m.admin_filter_clear()}
      </Button>
    </div>
  )
}

import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'

/**
 * The draft's save button, with its shortcut (Ctrl+S, submitOnSaveShortcut) and, beside it, what the draft's state is:
 * saving while a save runs (a slow one says so), else the form's own `hint`.
 */
export function SaveDraftButton({ pending, hint }: { pending: boolean; hint: string }) {
  return (
    <div className="actions">
      <Button
        type="submit"
        disabled={pending}
        title={`${m.admin_post_save_draft()} (Ctrl+S)`}
        aria-keyshortcuts="Control+S Meta+S"
      >
        {m.admin_post_save_draft()}
      </Button>
      <p className="hint">{pending ? m.admin_saving() : hint}</p>
    </div>
  )
}

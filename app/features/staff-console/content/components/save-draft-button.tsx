import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'

/**
 * The draft's save button, with its shortcut (Ctrl+S, submitOnSaveShortcut) and, beside it, what the draft's state is:
 * saving while a save runs (a slow one says so), else the form's own `hint`. It sits in a bar that stays at the bottom
 * of the screen however long the form (a long-form page's body is many screens), with, for an item already saved, the
 * way up to its publication.
 */
export function SaveDraftButton({ pending, hint, publication }: { pending: boolean; hint: string; publication?: string }) {
  return (
    <div className="actions save-bar">
      <Button
        type="submit"
        disabled={pending}
        title={`${m.admin_post_save_draft()} (Ctrl+S)`}
        aria-keyshortcuts="Control+S Meta+S"
      >
        {m.admin_post_save_draft()}
      </Button>
      <p className="hint">{pending ? m.admin_saving() : hint}</p>
      {publication ? (
        <a className="to-publication" href={`#${publication}`}>
          {m.admin_post_to_publication()}
        </a>
      ) : null}
    </div>
  )
}

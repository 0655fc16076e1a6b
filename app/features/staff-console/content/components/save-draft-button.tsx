import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import type { Publication } from '../use-publication'

/**
 * The draft's save button, with its shortcut (Ctrl+S, submitOnSaveShortcut) and, beside it, what the draft's state is:
 * saving while a save runs (a slow one says so), else the form's own `hint`. It sits in a bar that stays at the bottom
 * of the screen however long the form (a long-form page's body is many screens); for an item already saved, with its
 * preview and "publish now" (the draft saved first) and the way up to the rest of its publication (a schedule, an end).
 */
export function SaveDraftButton({
  pending,
  hint,
  publication,
}: {
  pending: boolean
  hint: string
  publication?: { heading: string; actions: Publication }
}) {
  const busy = pending || publication?.actions.action.pending
  return (
    <div className="actions save-bar">
      <Button
        type="submit"
        aria-disabled={pending || undefined}
        title={`${m.admin_post_save_draft()} (Ctrl+S)`}
        aria-keyshortcuts="Control+S Meta+S"
      >
        {m.admin_post_save_draft()}
      </Button>
      {publication?.actions.preview ? (
        <Button type="button" data-variant="secondary" aria-disabled={busy || undefined} onClick={publication.actions.preview}>
          {m.admin_post_bar_preview()}
        </Button>
      ) : null}
      {publication ? (
        <Button
          type="button"
          data-variant="secondary"
          aria-disabled={busy || undefined}
          onClick={() => void publication.actions.publish()}
        >
          {m.admin_post_bar_publish()}
        </Button>
      ) : null}
      <p className="hint">{pending ? m.admin_saving() : hint}</p>
      {publication ? (
        <a className="to-publication" href={`#${publication.heading}`}>
          {m.admin_post_to_publication()}
        </a>
      ) : null}
    </div>
  )
}

import { useId } from 'react'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import type { Publication } from '../use-publication'

/**
 * A label in full, and in a word where the bar is narrow (a phone): shown one at a time by the bar's styles, the full
 * one always the control's name.
 */
function BarLabel({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className="full" aria-hidden="true">
        {full}
      </span>
      <span className="short" aria-hidden="true">
        {short}
      </span>
    </>
  )
}

/**
 * The draft's save button, with its shortcut (Ctrl+S, submitOnSaveShortcut) and, beside it, what the draft's state is:
 * saving while a save runs (a slow one says so), else the form's own `hint`. It sits in a bar that stays at the bottom
 * of the screen however long the form (a long-form page's body is many screens); for an item already saved, with its
 * preview and "publish now" (the draft saved first) and the way up to the rest of its publication (a schedule, an end).
 * On a phone the bar is one row: the actions in a word each, the way up an arrow, and the state a mark on the save
 * (`unsaved`) that its description says in full.
 */
export function SaveDraftButton({
  pending,
  hint,
  unsaved = false,
  publication,
}: {
  pending: boolean
  hint: string
  unsaved?: boolean
  publication?: { heading: string; actions: Publication }
}) {
  const busy = pending || publication?.actions.action.pending
  const hintId = useId()
  return (
    <div className="actions save-bar">
      <Button
        type="submit"
        aria-disabled={pending || undefined}
        title={`${m.admin_post_save_draft()} (Ctrl+S)`}
        aria-keyshortcuts="Control+S Meta+S"
        aria-label={m.admin_post_save_draft()}
        aria-describedby={hintId}
        data-unsaved={unsaved ? '' : undefined}
      >
        <BarLabel full={m.admin_post_save_draft()} short={m.admin_post_bar_save_short()} />
      </Button>
      {publication?.actions.preview ? (
        <Button
          type="button"
          data-variant="secondary"
          aria-disabled={busy || undefined}
          onClick={publication.actions.preview}
          aria-label={m.admin_post_bar_preview()}
        >
          <BarLabel full={m.admin_post_bar_preview()} short={m.admin_post_bar_preview_short()} />
        </Button>
      ) : null}
      {publication ? (
        <Button
          type="button"
          data-variant="secondary"
          aria-disabled={busy || undefined}
          onClick={() => void publication.actions.publish()}
          aria-label={m.admin_post_bar_publish()}
        >
          <BarLabel full={m.admin_post_bar_publish()} short={m.admin_post_bar_publish_short()} />
        </Button>
      ) : null}
      <p className="hint" id={hintId}>
        {pending ? m.admin_saving() : hint}
      </p>
      {publication ? (
        <a className="to-publication" href={`#${publication.heading}`} aria-label={m.admin_post_to_publication()}>
          <BarLabel full={m.admin_post_to_publication()} short="↑" />
        </a>
      ) : null}
    </div>
  )
}

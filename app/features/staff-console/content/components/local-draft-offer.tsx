import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { formatTimestamp } from '../../kit/console-format'
import type { LocalDraft } from '../local-draft'

/** Typing kept in this browser that was never saved (a reload, a crash, a refused save): restore it or discard it. */
export function LocalDraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: LocalDraft
  onRestore: () => void
  onDiscard: () => void
}) {
  return (
    <div className="alert" role="alert" data-testid="local-draft-offer">
      <p>{m.admin_post_local_draft({ time: formatTimestamp(draft.savedAt, getLocale()) })}</p>
      <div className="actions">
        <Button type="button" onClick={onRestore}>
          {m.admin_post_local_draft_restore()}
        </Button>
        <Button type="button" data-variant="secondary" onClick={onDiscard}>
          {m.admin_post_local_draft_discard()}
        </Button>
      </div>
    </div>
  )
}

import type { ActionOutcome } from '~/api/action-outcome'
import type { ContentChangeResult } from '~/api/contract/content-editing'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { formatTimestamp } from '../kit/console-format'
import { useConsoleAction } from '../kit/use-console-action'
import type { EditableKind } from './editable-kinds'

const functions = () => import('./content-editing.functions')

type State = Omit<ContentChangeResult, 'id'>

export interface PublicationOptions {
  kind: EditableKind
  id: number
  state: State
  /** Asks for a signed link to the draft on the real page (kinds with a page of their own). */
  preview?: () => Promise<ActionOutcome<{ path: string }>>
  /** Ends every preview link made so far (each also ends when the draft is saved again or published). */
  revokePreviews?: () => Promise<ActionOutcome<{ revoked: true }>>
  /** Saves the form first when it has unsaved changes: the version to publish, or undefined when the save failed. */
  ensureSaved: () => Promise<number | undefined>
  onChanged: (result: ContentChangeResult, notice: string) => void
}

/**
 * An item's way to visitors, shared by its publication panel and the form's bar that stays on screen: publish the
 * draft (saved first when it has unsaved changes) now or at a time, take it off, preview it on the real page in a new
 * tab. One action for all of them: one refusal shown, one pending state.
 */
export function usePublication({ kind, id, state, preview, revokePreviews, ensureSaved, onChanged }: PublicationOptions) {
  const action = useConsoleAction()
  const locale = getLocale()

  /** Publishes at `publishAt` (now when none) until `unpublishAt` (ISO moments, checked by the caller). */
  async function publish(publishAt?: string, unpublishAt?: string) {
    const version = await ensureSaved()
    if (version === undefined) return
    await action.run(
      async () =>
        (await functions()).publishContentItem({
          data: { kind, id, body: { version, publishAt: publishAt ?? null, unpublishAt: unpublishAt ?? null } },
        }),
      (result) =>
        onChanged(
          result,
          result.state === 'scheduled'
            ? m.admin_post_scheduled_notice({ time: formatTimestamp(result.publishAt ?? '', locale) })
            : m.admin_post_published_notice(),
        ),
    )
  }

  function unpublish() {
    void action.run(
      async () => (await functions()).unpublishContentItem({ data: { kind, id, version: state.version } }),
      (result) => onChanged(result, m.admin_post_unpublished_notice()),
    )
  }

  async function openPreview(ask: () => Promise<ActionOutcome<{ path: string }>>) {
    // Opened at once (a browser lets a click open a tab, not a later promise), then sent to the signed link.
    const tab = window.open('about:blank', '_blank')
    const version = await ensureSaved()
    if (version === undefined) {
      tab?.close()
      return
    }
    const opened = await action.run(ask, (link) => {
      if (tab) {
        tab.opener = null
        tab.location.href = link.path
      } else window.open(link.path, '_blank', 'noopener')
    })
    if (!opened) tab?.close()
  }

  return {
    action,
    publish,
    unpublish,
    live: state.state === 'published' || state.state === 'scheduled',
    preview: preview ? () => void openPreview(preview) : undefined,
    revokePreviews,
  }
}

export type Publication = ReturnType<typeof usePublication>

import { type FormEvent, useState } from 'react'
import type { ActionOutcome } from '~/api/action-outcome'
import { type ContentChangeResult, PREVIEW_LINK_MINUTES } from '~/api/contract/content-editing'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ActionAlert } from '../../kit/action-alert'
import { Panel } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { useConsoleAction } from '../../kit/use-console-action'
import { EditorForm } from '../content.styles'
import type { EditableKind } from '../editable-kinds'
import { isoToKoreaLocal, koreaLocalToIso } from '../publish-times'
import { PublicationStateText } from './publication-state-text'

const functions = () => import('../content-editing.functions')

type State = Omit<ContentChangeResult, 'id'>

interface PublishPanelProps {
  kind: EditableKind
  id: number
  /** Asks for a signed link to the draft on the real page (kinds with a page of their own). */
  preview?: () => Promise<ActionOutcome<{ path: string }>>
  /** Ends every preview link made so far (each also ends when the draft is saved again or published). */
  revokePreviews?: () => Promise<ActionOutcome<{ revoked: true }>>
  state: State
  /** Saves the form first when it has unsaved changes: the version to publish, or undefined when the save failed. */
  ensureSaved: () => Promise<number | undefined>
  onChanged: (result: ContentChangeResult, notice: string) => void
  onReload: () => void
}

/**
 * Where the item stands and the way to visitors: publish the draft now or at a time (Korea time), with an end; take it
 * off; preview the draft on the real page in a new tab, where the kind has a page of its own.
 */
export function PublishPanel(props: PublishPanelProps) {
  const { kind, id, preview: previewLink, revokePreviews, state, ensureSaved, onChanged, onReload } = props
  const action = useConsoleAction()
  const [previewNotice, setPreviewNotice] = useState('')
  const locale = getLocale()
  const [publishAt, setPublishAt] = useState(isoToKoreaLocal(state.state === 'scheduled' ? state.publishAt : null))
  const [unpublishAt, setUnpublishAt] = useState(isoToKoreaLocal(state.unpublishAt))
  const [problem, setProblem] = useState('')

  async function publish(event: FormEvent) {
    event.preventDefault()
    setProblem('')
    const start = publishAt ? koreaLocalToIso(publishAt) : undefined
    const end = unpublishAt ? koreaLocalToIso(unpublishAt) : undefined
    if ((publishAt && !start) || (unpublishAt && !end)) return setProblem(m.admin_post_problem_invalid())
    if (start && end && Date.parse(end) <= Date.parse(start)) return setProblem(m.admin_post_schedule_order())
    const version = await ensureSaved()
    if (version === undefined) return
    void action.run(
      async () =>
        (await functions()).publishContentItem({
          data: { kind, id, body: { version, publishAt: start ?? null, unpublishAt: end ?? null } },
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

  async function preview(ask: () => Promise<ActionOutcome<{ path: string }>>) {
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

  const live = state.state === 'published' || state.state === 'scheduled'
  return (
    <Panel aria-labelledby="item-publish-heading">
      <h2 id="item-publish-heading" tabIndex={-1}>
        {m.admin_post_publication()}
      </h2>
      <p>
        <PublicationStateText item={state} locale={locale} />
      </p>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} onReload={onReload} />
      <EditorForm onSubmit={(event) => void publish(event)} noValidate aria-label={m.admin_post_publication()}>
        <div className="fields">
          <div className="field">
            <label htmlFor="item-publish-at">{m.admin_post_publish_at()}</label>
            <input
              id="item-publish-at"
              type="datetime-local"
              value={publishAt}
              onChange={(event) => setPublishAt(event.target.value)}
              aria-describedby="item-time-zone"
            />
          </div>
          <div className="field">
            <label htmlFor="item-unpublish-at">{m.admin_post_unpublish_at()}</label>
            <input
              id="item-unpublish-at"
              type="datetime-local"
              value={unpublishAt}
              onChange={(event) => setUnpublishAt(event.target.value)}
              aria-describedby="item-time-zone"
            />
          </div>
        </div>
        <p className="hint" id="item-time-zone">
          {m.admin_post_time_zone()}
        </p>
        {problem ? (
          <p className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="actions">
          <Button type="submit" disabled={action.pending}>
            {publishAt ? m.admin_post_schedule() : m.admin_post_publish_now()}
          </Button>
          {live ? (
            <Button type="button" data-variant="secondary" disabled={action.pending} onClick={unpublish}>
              {m.admin_post_unpublish()}
            </Button>
          ) : null}
          {previewLink ? (
            <Button type="button" data-variant="secondary" disabled={action.pending} onClick={() => void preview(previewLink)}>
              {m.admin_post_preview()}
            </Button>
          ) : null}
          {revokePreviews ? (
            <Button
              type="button"
              data-variant="secondary"
              disabled={action.pending}
              onClick={() => void action.run(revokePreviews, () => setPreviewNotice(m.admin_post_previews_revoked()))}
            >
              {m.admin_post_revoke_previews()}
            </Button>
          ) : null}
        </div>
        {previewLink ? (
          <p className="hint" role="status">
            {previewNotice || m.admin_post_preview_ends({ minutes: PREVIEW_LINK_MINUTES })}
          </p>
        ) : null}
      </EditorForm>
    </Panel>
  )
}

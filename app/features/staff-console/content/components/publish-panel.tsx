import { type FormEvent, useState } from 'react'
import { type ContentChangeResult, PREVIEW_LINK_MINUTES } from '~/api/contract/content-editing'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ActionAlert } from '../../kit/action-alert'
import { Panel } from '../../kit/console.styles'
import { EditorForm } from '../content.styles'
import { isoToKoreaLocal, koreaLocalToIso } from '../publish-times'
import type { Publication } from '../use-publication'
import { PublicationStateText } from './publication-state-text'

/**
 * A moment typed as `2026-03-01 09:30`: one field, one tab stop (a `datetime-local` is a stop per segment, seven in
 * Chromium), its format and time zone in the hint it is described by.
 */
function TimeField({
  id,
  label,
  value,
  onChange,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder="2026-03-01 09:30"
        maxLength={20}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="item-time-zone"
      />
    </div>
  )
}

interface PublishPanelProps {
  publication: Publication
  state: Omit<ContentChangeResult, 'id'>
  onReload: () => void
}

/**
 * Where the item stands and the way to visitors: publish the draft now or at a time (Korea time), with an end; take it
 * off; preview the draft on the real page in a new tab, where the kind has a page of its own (usePublication).
 */
export function PublishPanel({ publication, state, onReload }: PublishPanelProps) {
  const { action, preview, revokePreviews } = publication
  const [previewNotice, setPreviewNotice] = useState('')
  const locale = getLocale()
  const [publishAt, setPublishAt] = useState(isoToKoreaLocal(state.state === 'scheduled' ? state.publishAt : null))
  const [unpublishAt, setUnpublishAt] = useState(isoToKoreaLocal(state.unpublishAt))
  const [problem, setProblem] = useState('')

  function publish(event: FormEvent) {
    event.preventDefault()
    setProblem('')
    const start = publishAt ? koreaLocalToIso(publishAt) : undefined
    const end = unpublishAt ? koreaLocalToIso(unpublishAt) : undefined
    if ((publishAt && !start) || (unpublishAt && !end)) return setProblem(m.admin_post_problem_invalid())
    if (start && end && Date.parse(end) <= Date.parse(start)) return setProblem(m.admin_post_schedule_order())
    void publication.publish(start, end)
  }

  return (
    <Panel aria-labelledby="item-publish-heading">
      <h2 id="item-publish-heading" tabIndex={-1}>
        {m.admin_post_publication()}
      </h2>
      <p>
        <PublicationStateText item={state} locale={locale} />
      </p>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} onReload={onReload} />
      <EditorForm onSubmit={publish} noValidate aria-label={m.admin_post_publication()}>
        <div className="fields">
          <TimeField id="item-publish-at" label={m.admin_post_publish_at()} value={publishAt} onChange={setPublishAt} />
          <TimeField id="item-unpublish-at" label={m.admin_post_unpublish_at()} value={unpublishAt} onChange={setUnpublishAt} />
        </div>
        <p className="hint" id="item-time-zone">
          {m.admin_post_time_format()} {m.admin_post_time_zone()}
        </p>
        {problem ? (
          <p className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="actions">
          <Button type="submit" aria-disabled={action.pending || undefined}>
            {publishAt ? m.admin_post_schedule() : m.admin_post_publish_now()}
          </Button>
          {publication.live ? (
            <Button
              type="button"
              data-variant="secondary"
              aria-disabled={action.pending || undefined}
              onClick={publication.unpublish}
            >
              {m.admin_post_unpublish()}
            </Button>
          ) : null}
          {preview ? (
            <Button type="button" data-variant="secondary" aria-disabled={action.pending || undefined} onClick={preview}>
              {m.admin_post_preview()}
            </Button>
          ) : null}
          {revokePreviews ? (
            <Button
              type="button"
              data-variant="secondary"
              aria-disabled={action.pending || undefined}
              onClick={() => void action.run(revokePreviews, () => setPreviewNotice(m.admin_post_previews_revoked()))}
            >
              {m.admin_post_revoke_previews()}
            </Button>
          ) : null}
        </div>
        {preview ? (
          <p className="hint" role="status">
            {previewNotice || m.admin_post_preview_ends({ minutes: PREVIEW_LINK_MINUTES })}
          </p>
        ) : null}
      </EditorForm>
    </Panel>
  )
}

import { useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { formatTimestamp } from '../../kit/console-format'
import { type FieldText, fieldDiffs } from '../revision-diff'
import { type FieldLabels, FieldSideBySide } from './field-diff-view'

/** The other editor's saved version, read again: its texts as the comparison reads them, and when and by whom. */
interface TheirVersion {
  texts: readonly FieldText[]
  updatedAt: string
  /** Null for the shipped content and the machine credential. */
  updatedBy: string | null
}

interface ConflictPanelProps {
  theirs: TheirVersion
  /** What was typed, read as `theirs.texts` is (same fields, same order). */
  mine: readonly FieldText[]
  labels: FieldLabels
  /** Replace the form with their version. */
  onTakeTheirs: () => void
  /** Save what was typed over their version. */
  onKeepMine: () => void
  pending: boolean
}

/**
 * Someone else saved the record after it was opened here (409 STALE_RECORD): their version, read again, next to what
 * was typed, field by field; the editor takes theirs, saves theirs over, or copies what they typed. The typing stays in
 * the form until one of them is chosen. Focus moves to it when it shows, so that a screen reader reads it.
 */
export function ConflictPanel({ theirs, mine, labels, onTakeTheirs, onKeepMine, pending }: ConflictPanelProps) {
  const [copied, setCopied] = useState('')
  const panel = useRef<HTMLElement>(null)
  useEffect(() => panel.current?.focus(), [])
  const diffs = fieldDiffs(theirs.texts, mine)
  const when = formatTimestamp(theirs.updatedAt, getLocale())
  async function copy() {
    const text = diffs
      .map((diff) => `${labels[diff.field]?.() ?? diff.field}${diff.locale ? ` (${diff.locale})` : ''}\n${diff.after}`)
      .join('\n\n')
    try {
      await navigator.clipboard.writeText(text)
      setCopied(m.admin_post_conflict_copied())
    } catch {
      setCopied(m.admin_post_conflict_copy_failed())
    }
  }
  return (
    <section
      className="alert"
      role="alert"
      tabIndex={-1}
      ref={panel}
      aria-labelledby="item-conflict-heading"
      data-testid="stale-record"
    >
      <h2 id="item-conflict-heading">{m.admin_post_conflict_title()}</h2>
      <p>
        {theirs.updatedBy
          ? m.admin_post_conflict_by({ who: theirs.updatedBy, time: when })
          : m.admin_post_conflict_at({ time: when })}
      </p>
      {diffs.length > 0 ? (
        <FieldSideBySide
          diffs={diffs}
          labels={labels}
          left={m.admin_post_conflict_theirs()}
          right={m.admin_post_conflict_mine()}
        />
      ) : (
        <p>{m.admin_post_conflict_same()}</p>
      )}
      <div className="actions">
        <Button type="button" onClick={onKeepMine} aria-disabled={pending || undefined}>
          {m.admin_post_conflict_keep_mine()}
        </Button>
        <Button
          type="button"
          data-variant="secondary"
          onClick={pending ? undefined : onTakeTheirs}
          aria-disabled={pending || undefined}
        >
          {m.admin_post_conflict_take_theirs()}
        </Button>
        <Button type="button" data-variant="secondary" onClick={() => void copy()}>
          {m.admin_post_conflict_copy()}
        </Button>
      </div>
      <p role="status">{copied}</p>
    </section>
  )
}

/** After their version was taken: what was typed is still on the page, and goes back into the form on request. */
export function PutBackTyping({ onPutBack }: { onPutBack: () => void }) {
  return (
    <p className="actions" data-testid="set-aside-typing">
      <Button type="button" data-variant="secondary" onClick={onPutBack}>
        {m.admin_conflict_put_back()}
      </Button>
    </p>
  )
}

import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { formatTimestamp } from '../../console-format'
import type { ContentDetail } from '../content-types'
import type { EditorKind } from '../editor-kind'
import { fieldDiffs } from '../revision-diff'
import { FieldSideBySide } from './field-diff-view'

interface ConflictPanelProps<Form> {
  editor: EditorKind<Form>
  theirs: ContentDetail
  mine: Form
  /** Replace the form with their version. */
  onTakeTheirs: () => void
  /** Save what was typed over their version. */
  onKeepMine: () => void
  pending: boolean
}

/**
 * Someone else saved the item after it was opened here (409 STALE_RECORD): their version, read again, next to what was
 * typed, field by field; the editor keeps theirs, keeps (saves) theirs over, or copies what they typed. The typing
 * stays in the form and in the browser until one of them is chosen.
 */
export function ConflictPanel<Form>({ editor, theirs, mine, onTakeTheirs, onKeepMine, pending }: ConflictPanelProps<Form>) {
  const [copied, setCopied] = useState('')
  const diffs = fieldDiffs(editor.texts(theirs.fields), editor.texts(editor.fieldsInput(mine)))
  const when = formatTimestamp(theirs.updatedAt, getLocale())
  async function copy() {
    const text = diffs.map((diff) => `${diff.field}${diff.locale ? ` (${diff.locale})` : ''}\n${diff.after}`).join('\n\n')
    try {
      await navigator.clipboard.writeText(text)
      setCopied(m.admin_post_conflict_copied())
    } catch {
      setCopied(m.admin_post_conflict_copy_failed())
    }
  }
  return (
    <section className="alert" role="alert" aria-labelledby="item-conflict-heading" data-testid="stale-record">
      <h2 id="item-conflict-heading">{m.admin_post_conflict_title()}</h2>
      <p>
        {theirs.updatedBy
          ? m.admin_post_conflict_by({ who: theirs.updatedBy, time: when })
          : m.admin_post_conflict_at({ time: when })}
      </p>
      {diffs.length > 0 ? (
        <FieldSideBySide
          diffs={diffs}
          labels={editor.fieldLabels}
          left={m.admin_post_conflict_theirs()}
          right={m.admin_post_conflict_mine()}
        />
      ) : (
        <p>{m.admin_post_conflict_same()}</p>
      )}
      <div className="actions">
        <Button type="button" onClick={onKeepMine} disabled={pending}>
          {m.admin_post_conflict_keep_mine()}
        </Button>
        <Button type="button" data-variant="secondary" onClick={onTakeTheirs} disabled={pending}>
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

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ContentChangeResult } from '~/api/contract/content-editing'
import { Button } from '~/components/ui/button'
import { josaAfter } from '~/i18n/korean-josa'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ActionAlert } from '../../kit/action-alert'
import { Panel, Timeline } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { ConsoleEmpty, ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { useConsoleAction } from '../../kit/use-console-action'
import { EditorForm } from '../content.styles'
import { editingRevisionQuery, editingRevisionsQuery } from '../content-queries'
import type { EditableKind } from '../editable-kinds'
import type { EditorKind } from '../editor-kind'
import { fieldDiffs } from '../revision-diff'
import { FieldDiffList } from './field-diff-view'

const functions = () => import('../content-editing.functions')

/** What a revision is compared with: another revision, or the draft being edited. */
const DRAFT = 'draft'

interface RevisionsPanelProps<Form> {
  editor: EditorKind<Form>
  id: number
  version: number
  /** The draft as it is on screen, to compare a revision with. */
  draft: Record<string, unknown>
  /** Whether the form has typing not yet saved (restoring would replace it). */
  dirty: boolean
  /** Whether visitors have seen it: with no revision, it is an item shipped with the site, published as it came. */
  published: boolean
  onRestored: (result: ContentChangeResult, revision: number) => void
  onReload: () => void
}

function useRevisionFields(kind: EditableKind, id: number, revision: string, draft: Record<string, unknown>) {
  const number = revision === DRAFT ? 0 : Number(revision)
  const query = useQuery({ ...editingRevisionQuery(kind, id, number), enabled: number > 0 })
  if (revision === DRAFT) return { fields: draft, query: undefined }
  return { fields: query.data?.fields, query }
}

/**
 * Every published version, newest first: two of them (or one and the draft) compared field by field, and any one
 * restored as the draft (publish it to show it again).
 */
export function RevisionsPanel<Form>(props: RevisionsPanelProps<Form>) {
  const { editor, id, version, draft, dirty, published, onRestored, onReload } = props
  const { kind } = editor
  const revisions = useQuery(editingRevisionsQuery(kind, id))
  const action = useConsoleAction()
  const locale = getLocale()
  const list = revisions.data ?? []
  const [before, setBefore] = useState<string>()
  const [after, setAfter] = useState<string>()
  const from = before ?? String(list[1]?.revision ?? list[0]?.revision ?? '')
  const to = after ?? (list.length > 1 ? String(list[0]?.revision) : DRAFT)
  const left = useRevisionFields(kind, id, from, draft)
  const right = useRevisionFields(kind, id, to, draft)

  function restore(revision: number) {
    if (dirty && !window.confirm(m.admin_post_restore_confirm())) return
    void action.run(
      async () => (await functions()).restoreContentRevision({ data: { kind, id, revision, version } }),
      (result) => onRestored(result, revision),
    )
  }

  const choice = (value: string, set: (value: string) => void, label: string, inputId: string) => (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <select id={inputId} value={value} onChange={(event) => set(event.target.value)}>
        {list.map((item) => (
          <option key={item.revision} value={String(item.revision)}>
            {m.admin_post_revision_name({ number: String(item.revision), time: formatTimestamp(item.publishedAt, locale) })}
          </option>
        ))}
        <option value={DRAFT}>{m.admin_post_revision_draft()}</option>
      </select>
    </div>
  )

  return (
    <Panel aria-labelledby="item-revisions-heading">
      <h2 id="item-revisions-heading">{m.admin_post_revisions()}</h2>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} onReload={onReload} />
      {revisions.isError ? (
        <ConsoleError error={revisions.error} onRetry={() => void revisions.refetch()} />
      ) : !revisions.data ? (
        <ConsoleLoading />
      ) : list.length === 0 ? (
        <ConsoleEmpty>{published ? m.admin_post_revisions_shipped() : m.admin_post_revisions_empty()}</ConsoleEmpty>
      ) : (
        <>
          <Timeline aria-label={m.admin_post_revisions()}>
            {list.map((item) => (
              <li key={item.revision} data-testid="post-revision">
                <p className="meta">
                  {m.admin_post_revision_name({ number: String(item.revision), time: formatTimestamp(item.publishedAt, locale) })}
                  {item.publishedBy ? ` · ${item.publishedBy}` : ''}
                </p>
                <Button
                  type="button"
                  data-variant="secondary"
                  aria-disabled={action.pending || undefined}
                  onClick={() => restore(item.revision)}
                  aria-label={m.admin_post_restore_revision({
                    number: String(item.revision),
                    numberJosa: josaAfter(String(item.revision), '을/를'),
                  })}
                >
                  {m.admin_post_restore()}
                </Button>
              </li>
            ))}
          </Timeline>
          <h3>{m.admin_post_compare()}</h3>
          <EditorForm as="div">
            <div className="fields">
              {choice(from, setBefore, m.admin_post_compare_from(), 'item-compare-from')}
              {choice(to, setAfter, m.admin_post_compare_to(), 'item-compare-to')}
            </div>
          </EditorForm>
          {left.query?.isError || right.query?.isError ? (
            <ConsoleError error={left.query?.error ?? right.query?.error} />
          ) : left.fields && right.fields ? (
            <FieldDiffList
              diffs={fieldDiffs(editor.texts(left.fields), editor.texts(right.fields))}
              labels={editor.fieldLabels}
            />
          ) : (
            <ConsoleLoading />
          )}
        </>
      )}
    </Panel>
  )
}

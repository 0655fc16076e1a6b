import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useRef, useState } from 'react'
import type { ContentChangeResult } from '~/api/contract/content-editing'
import { josaAfter } from '~/i18n/korean-josa'
import { m } from '~/paraglide/messages'
import { ActionAlert } from '../../kit/action-alert'
import { BackLink } from '../../kit/back-link'
import { Panel } from '../../kit/console.styles'
import { usePageNameRefresh } from '../../kit/page-name'
import { RecordView } from '../../kit/record-view'
import { submitOnSaveShortcut } from '../../kit/save-shortcut'
import { useConsoleAction } from '../../kit/use-console-action'
import { useTheirVersion } from '../../kit/use-stale-save'
import { EditorForm } from '../content.styles'
import { editingDetailQuery, editingItemKey, editingListsKey } from '../content-queries'
import type { ContentDetail } from '../content-types'
import { isFixedKind } from '../editable-kinds'
import type { EditorKind } from '../editor-kind'
import { useHandedLanguage } from '../handed-language'
import { useContentForm } from '../use-content-form'
import { usePublication } from '../use-publication'
import { ConflictPanel } from './conflict-panel'
import { DeleteItem } from './delete-item'
import { LeaveGuard } from './leave-guard'
import { LocalDraftOffer } from './local-draft-offer'
import { PublishPanel } from './publish-panel'
import { PublishingNeeds } from './publishing-needs'
import { RevisionsPanel } from './revisions-panel'
import { SaveDraftButton } from './save-draft-button'

const saves = () => import('../content-saves.large-body.functions')

/** An item's page: its draft in five languages, its publication, its revisions, and its deletion. */
export function ContentItem<Form>({ editor, id }: { editor: EditorKind<Form>; id: number }) {
  const detail = useQuery(editingDetailQuery(editor.kind, id))
  return (
    <RecordView
      query={detail}
      back={<BackLink to={editor.listAddress} label={m.admin_post_back({ type: editor.name() })} />}
      notFound={m.admin_post_not_found()}
    >
      {(item) => <ItemWorkspace editor={editor} detail={item} />}
    </RecordView>
  )
}

type State = Omit<ContentChangeResult, 'id'>

const stateOf = ({ state, publishAt, unpublishAt, hasDraft, version, updatedAt, updatedBy }: State): State => ({
  state,
  publishAt,
  unpublishAt,
  hasDraft,
  version,
  updatedAt,
  updatedBy,
})

/**
 * The editing of one item, built on one read of it (its `version`). A save over someone else's newer change is refused
 * (409 STALE_RECORD): the item is read again and their version shown next to what was typed; what was typed stays in
 * the form and in the browser.
 */
function ItemWorkspace<Form>({ editor, detail }: { editor: EditorKind<Form>; detail: ContentDetail }) {
  const { kind, Fields } = editor
  const queryClient = useQueryClient()
  const action = useConsoleAction()
  const [state, setState] = useState<State>(() => stateOf(detail))
  const [notice, setNotice] = useState<ReactNode>('')
  const editing = useContentForm(editor, detail.id, editor.formOf(detail.fields), detail.version, useHandedLanguage())
  const { form } = editing
  const their = useTheirVersion(editingDetailQuery(kind, detail.id))
  const { theirs, readTheirs } = their

  const refreshLists = () => queryClient.invalidateQueries({ queryKey: editingListsKey(kind) })
  const refreshPageName = usePageNameRefresh()
  const savedTitle = useRef(editor.titleOf(form))

  /** The item's read in the cache follows what was saved: coming back to the page shows it, at its version. */
  function keepInCache(next: Partial<ContentDetail>) {
    queryClient.setQueryData(editingDetailQuery(kind, detail.id).queryKey, (old) => (old ? { ...old, ...next } : old))
  }

  /** Saves the draft with `version`; the new version, or undefined when refused (a stale save shows both versions). */
  async function save(version: number, sent: Form): Promise<number | undefined> {
    if (!editing.check()) return undefined
    setNotice('')
    let saved: number | undefined
    await their.send(
      action,
      async () => (await saves()).saveContentDraft({ data: { kind, id: detail.id, version, fields: editor.fieldsInput(sent) } }),
      async (result) => {
        saved = result.version
        setState(stateOf(result))
        editing.markSaved(sent)
        setNotice(m.admin_post_saved())
        keepInCache({ ...stateOf(result), fields: editor.fieldsInput(sent) })
        if (editor.titleOf(sent) !== savedTitle.current) {
          savedTitle.current = editor.titleOf(sent)
          refreshPageName()
        }
        void refreshLists()
      },
    )
    return saved
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void save(state.version, form)
  }

  function changed(result: ContentChangeResult, message: string) {
    setState(stateOf(result))
    keepInCache(stateOf(result))
    setNotice(message)
    void refreshLists()
    void queryClient.invalidateQueries({ queryKey: [...editingItemKey(kind, detail.id), 'revisions'] })
  }

  async function restored(result: ContentChangeResult, revision: number) {
    changed(result, m.admin_post_restored({ number: String(revision), numberJosa: josaAfter(String(revision), '이/가') }))
    const latest = await their.readLatest()
    if (latest) {
      const next = editor.formOf(latest.fields)
      editing.replaceForm(next, { asSaved: true })
      editing.markSaved(next)
      setState(stateOf(latest))
    }
  }

  const { preview, revokePreviews } = editor
  const publication = usePublication({
    kind,
    id: detail.id,
    state,
    preview: preview ? () => preview(detail.id) : undefined,
    revokePreviews: revokePreviews ? () => revokePreviews(detail.id) : undefined,
    // What visitors see (a preview too) needs the Korean text a draft may still lack (decision 80): said, and focused.
    ensureSaved: async () => {
      if (!editing.check('publish')) {
        setNotice(<PublishingNeeds problems={editor.problems(form, 'publish')} labels={editor.fieldLabels} />)
        return undefined
      }
      return editing.dirty || theirs ? save(theirs?.version ?? state.version, form) : state.version
    },
    onChanged: changed,
  })
  return (
    <>
      <LeaveGuard isDirty={editing.isDirtyNow} />
      <h2 className="visually-hidden">{editor.titleOf(form) || m.admin_post_untitled()}</h2>
      {editing.offer ? (
        <LocalDraftOffer draft={editing.offer} onRestore={editing.restoreOffer} onDiscard={editing.discardOffer} />
      ) : null}
      {theirs ? (
        <ConflictPanel
          theirs={{ texts: editor.texts(theirs.fields), updatedAt: theirs.updatedAt, updatedBy: theirs.updatedBy }}
          mine={editor.texts(editor.fieldsInput(form))}
          labels={editor.fieldLabels}
          pending={action.pending}
          onTakeTheirs={() => {
            const next = editor.formOf(theirs.fields)
            editing.replaceForm(next, { asSaved: true })
            editing.markSaved(next)
            setState(stateOf(theirs))
            their.dismiss()
            action.clear()
            setNotice(m.admin_post_took_theirs())
          }}
          onKeepMine={() => void save(theirs.version, form)}
        />
      ) : null}
      <PublishPanel
        key={`${state.state}-${state.publishAt}-${state.unpublishAt}`}
        publication={publication}
        state={state}
        onReload={() => void readTheirs()}
      />
      <Panel aria-labelledby="item-draft-heading">
        <h2 id="item-draft-heading">{m.admin_post_draft()}</h2>
        {theirs ? null : <ActionAlert refusal={action.refusal} alertRef={action.alertRef} onReload={() => void readTheirs()} />}
        <p role="status" className="hint" data-testid="post-notice">
          {notice}
        </p>
        <EditorForm onSubmit={submit} onKeyDown={submitOnSaveShortcut} noValidate aria-labelledby="item-draft-heading">
          <Fields kind={kind} {...editing.fields} />
          <SaveDraftButton
            pending={action.pending}
            hint={editing.dirty ? m.admin_post_unsaved() : m.admin_post_all_saved()}
            unsaved={editing.dirty}
            publication={{ heading: 'item-publish-heading', actions: publication }}
          />
        </EditorForm>
      </Panel>
      <RevisionsPanel
        editor={editor}
        id={detail.id}
        version={state.version}
        draft={editor.fieldsInput(form)}
        dirty={editing.dirty}
        published={state.state !== 'draft'}
        onRestored={(result, revision) => void restored(result, revision)}
        onReload={() => void readTheirs()}
      />
      {isFixedKind(editor.kind) ? null : (
        <DeleteItem editor={editor} id={detail.id} title={editor.titleOf(form)} onDeleted={editing.discard} />
      )}
    </>
  )
}

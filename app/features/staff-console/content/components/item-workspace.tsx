import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { ContentChangeResult } from '~/api/contract/content-editing'
import type { PostType } from '~/api/contract/posts'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { RecordView } from '../../components/record-view'
import { STALE_RECORD } from '../../components/stale-record-alert'
import { ActionAlert } from '../../operations/action-alert'
import { BackLink } from '../../operations/back-link'
import { Panel } from '../../operations/operations.styles'
import { useConsoleAction } from '../../operations/use-console-action'
import { EditorForm } from '../content.styles'
import { postPath } from '../post-address'
import { type AnyPostFields, type PostForm, postFieldsInput, postFormOf } from '../post-form'
import { postTypeLabels } from '../post-labels'
import { postDetailQuery, postItemKey, postsKey } from '../post-queries'
import type { PostDetail } from '../post-types'
import { usePostForm } from '../use-post-form'
import { ConflictPanel } from './conflict-panel'
import { LocalDraftOffer } from './local-draft-offer'
import { PostFormFields } from './post-form-fields'
import { PublishPanel } from './publish-panel'
import { RevisionsPanel } from './revisions-panel'
import { useMediaPicker } from './use-media-picker'

const functions = () => import('../posts.functions')

/** /admin/posts/<type>/<id>: the item's draft in five languages, its publication and its revisions. */
export function PostItem({ type, id }: { type: PostType; id: number }) {
  const detail = useQuery(postDetailQuery(type, id))
  return (
    <RecordView
      query={detail}
      back={<BackLink section={postPath(type)} label={m.admin_post_back({ type: postTypeLabels[type]() })} />}
      notFound={m.admin_post_not_found()}
    >
      {(item) => <PostWorkspace type={type} detail={item} />}
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
function PostWorkspace({ type, detail }: { type: PostType; detail: PostDetail }) {
  const queryClient = useQueryClient()
  const action = useConsoleAction()
  const [state, setState] = useState<State>(() => stateOf(detail))
  const [theirs, setTheirs] = useState<PostDetail>()
  const [notice, setNotice] = useState('')
  const editing = usePostForm(type, detail.id, postFormOf(detail.fields), detail.version)
  const { form } = editing
  const mediaPicker = useMediaPicker(type === 'news')

  const refreshLists = () => queryClient.invalidateQueries({ queryKey: [...postsKey, type, 'list'] })

  async function readTheirs() {
    await queryClient.invalidateQueries({ queryKey: postDetailQuery(type, detail.id).queryKey, refetchType: 'none' })
    const latest = await queryClient.fetchQuery(postDetailQuery(type, detail.id))
    if (latest) setTheirs(latest)
  }

  /** Saves the draft with `version`; the new version, or undefined when refused (a stale save shows both versions). */
  async function save(version: number, sent: PostForm): Promise<number | undefined> {
    if (!editing.check()) return undefined
    setNotice('')
    let saved: number | undefined
    let stale = false
    await action.run(
      async () => {
        const outcome = await (await functions()).savePostDraft({
          data: { type, id: detail.id, version, fields: postFieldsInput(type, sent) },
        })
        stale = !outcome.ok && outcome.code === STALE_RECORD
        return outcome
      },
      async (result) => {
        saved = result.version
        setState(stateOf(result))
        setTheirs(undefined)
        editing.markSaved(sent)
        setNotice(m.admin_post_saved())
        void refreshLists()
      },
    )
    if (stale) await readTheirs()
    return saved
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void save(state.version, form)
  }

  function changed(result: ContentChangeResult, message: string) {
    setState(stateOf(result))
    setNotice(message)
    void refreshLists()
    void queryClient.invalidateQueries({ queryKey: [...postItemKey(type, detail.id), 'revisions'] })
  }

  async function restored(result: ContentChangeResult, revision: number) {
    changed(result, m.admin_post_restored({ number: String(revision) }))
    await queryClient.invalidateQueries({ queryKey: postDetailQuery(type, detail.id).queryKey, refetchType: 'none' })
    const latest = await queryClient.fetchQuery(postDetailQuery(type, detail.id))
    if (latest) {
      const next = postFormOf(latest.fields)
      editing.replaceForm(next, { asSaved: true })
      editing.markSaved(next)
      setState(stateOf(latest))
    }
  }

  return (
    <>
      <h2 className="visually-hidden">{form.title['ko-KR'] || m.admin_post_untitled()}</h2>
      {editing.offer ? (
        <LocalDraftOffer draft={editing.offer} onRestore={editing.restoreOffer} onDiscard={editing.discardOffer} />
      ) : null}
      {theirs ? (
        <ConflictPanel
          type={type}
          theirs={theirs}
          mine={form}
          pending={action.pending}
          onTakeTheirs={() => {
            const next = postFormOf(theirs.fields)
            editing.replaceForm(next, { asSaved: true })
            editing.markSaved(next)
            setState(stateOf(theirs))
            setTheirs(undefined)
            action.clear()
            setNotice(m.admin_post_took_theirs())
          }}
          onKeepMine={() => void save(theirs.version, form)}
        />
      ) : null}
      <PublishPanel
        key={`${state.state}-${state.publishAt}-${state.unpublishAt}`}
        type={type}
        id={detail.id}
        state={state}
        ensureSaved={async () => (editing.dirty || theirs ? save(theirs?.version ?? state.version, form) : state.version)}
        onChanged={changed}
        onReload={() => void readTheirs()}
      />
      <Panel aria-labelledby="post-draft-heading">
        <h2 id="post-draft-heading">{m.admin_post_draft()}</h2>
        {theirs ? null : <ActionAlert refusal={action.refusal} alertRef={action.alertRef} onReload={() => void readTheirs()} />}
        <p role="status" className="hint" data-testid="post-notice">
          {notice}
        </p>
        <EditorForm onSubmit={submit} noValidate aria-labelledby="post-draft-heading">
          <PostFormFields
            type={type}
            form={form}
            setForm={editing.setForm}
            problems={editing.problems}
            generation={editing.generation}
            mediaPicker={mediaPicker}
          />
          <div className="actions">
            <Button type="submit" disabled={action.pending}>
              {m.admin_post_save_draft()}
            </Button>
            <p className="hint">{editing.dirty ? m.admin_post_unsaved() : m.admin_post_all_saved()}</p>
          </div>
        </EditorForm>
      </Panel>
      <RevisionsPanel
        type={type}
        id={detail.id}
        version={state.version}
        draft={postFieldsInput(type, form) as unknown as AnyPostFields}
        dirty={editing.dirty}
        onRestored={(result, revision) => void restored(result, revision)}
        onReload={() => void readTheirs()}
      />
    </>
  )
}

import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import type { PostType } from '~/api/contract/posts'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { ActionAlert } from '../../operations/action-alert'
import { BackLink } from '../../operations/back-link'
import { Panel } from '../../operations/operations.styles'
import { useConsoleAction } from '../../operations/use-console-action'
import { EditorForm } from '../content.styles'
import { dropLocalDraft } from '../local-draft'
import { postPath } from '../post-address'
import { emptyPostForm, postFieldsInput } from '../post-form'
import { postTypeLabels } from '../post-labels'
import { postsKey } from '../post-queries'
import { usePostForm } from '../use-post-form'
import { LocalDraftOffer } from './local-draft-offer'
import { PostFormFields } from './post-form-fields'
import { useMediaPicker } from './use-media-picker'

const functions = () => import('../posts.functions')

/** /admin/posts/<type>/new: a new item, saved as a draft; then it opens as any item, to publish it. */
export function NewPost({ type }: { type: PostType }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const action = useConsoleAction()
  const editing = usePostForm(type, 'new', emptyPostForm(), null)
  const mediaPicker = useMediaPicker(type === 'news')

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!editing.check()) return
    void action.run(
      async () => (await functions()).createPost({ data: { type, fields: postFieldsInput(type, editing.form) } }),
      async ({ id }) => {
        editing.markSaved(editing.form)
        dropLocalDraft(type, 'new')
        void queryClient.invalidateQueries({ queryKey: [...postsKey, type, 'list'] })
        await navigate({ to: '/admin/$', params: { _splat: postPath(type, id) }, search: {} })
      },
    )
  }

  return (
    <>
      <BackLink section={postPath(type)} label={m.admin_post_back({ type: postTypeLabels[type]() })} />
      {editing.offer ? (
        <LocalDraftOffer draft={editing.offer} onRestore={editing.restoreOffer} onDiscard={editing.discardOffer} />
      ) : null}
      <Panel aria-labelledby="post-new-heading">
        <h2 id="post-new-heading">{m.admin_post_new_title({ type: postTypeLabels[type]() })}</h2>
        <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
        <EditorForm onSubmit={submit} noValidate aria-labelledby="post-new-heading">
          <PostFormFields
            type={type}
            form={editing.form}
            setForm={editing.setForm}
            problems={editing.problems}
            generation={editing.generation}
            mediaPicker={mediaPicker}
          />
          <div className="actions">
            <Button type="submit" disabled={action.pending}>
              {m.admin_post_save_draft()}
            </Button>
            <p className="hint">{m.admin_post_new_hint()}</p>
          </div>
        </EditorForm>
      </Panel>
    </>
  )
}

import { useQueryClient } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { m } from '~/paraglide/messages'
import { useConsoleNavigate } from '../../address/console-link'
import { ActionAlert } from '../../kit/action-alert'
import { BackLink } from '../../kit/back-link'
import { Panel } from '../../kit/console.styles'
import { submitOnSaveShortcut } from '../../kit/save-shortcut'
import { useConsoleAction } from '../../kit/use-console-action'
import { EditorForm } from '../content.styles'
import { editingListsKey } from '../content-queries'
import type { EditorKind } from '../editor-kind'
import { dropLocalDraft } from '../local-draft'
import { useContentForm } from '../use-content-form'
import { LeaveGuard } from './leave-guard'
import { LocalDraftOffer } from './local-draft-offer'
import { SaveDraftButton } from './save-draft-button'

const saves = () => import('../content-saves.large-body.functions')

/** A new item of a kind, saved as a draft; then it opens as any item, to publish it. */
export function NewItem<Form>({ editor }: { editor: EditorKind<Form> }) {
  const { kind, Fields } = editor
  const queryClient = useQueryClient()
  const navigate = useConsoleNavigate()
  const action = useConsoleAction()
  const editing = useContentForm(editor, 'new', editor.emptyForm(), null)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!editing.check()) return
    void action.run(
      async () => (await saves()).createContentItem({ data: { kind, fields: editor.fieldsInput(editing.form) } }),
      async ({ id }) => {
        editing.markSaved(editing.form)
        dropLocalDraft(kind, 'new')
        void queryClient.invalidateQueries({ queryKey: editingListsKey(kind) })
        // The item's page goes on in the language being edited, as after any save (decision 79).
        await navigate(editor.itemAddress(id), { state: { editingLanguage: editing.fields.language } })
      },
    )
  }

  return (
    <>
      <LeaveGuard isDirty={editing.isDirtyNow} />
      <BackLink to={editor.listAddress} label={m.admin_post_back({ type: editor.name() })} />
      {editing.offer ? (
        <LocalDraftOffer draft={editing.offer} onRestore={editing.restoreOffer} onDiscard={editing.discardOffer} />
      ) : null}
      <Panel aria-labelledby="item-new-heading">
        <h2 id="item-new-heading">{m.admin_post_new_title({ type: editor.name() })}</h2>
        <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
        <EditorForm onSubmit={submit} onKeyDown={submitOnSaveShortcut} noValidate aria-labelledby="item-new-heading">
          <Fields kind={kind} {...editing.fields} />
          <SaveDraftButton pending={action.pending} hint={m.admin_post_new_hint()} />
        </EditorForm>
      </Panel>
    </>
  )
}

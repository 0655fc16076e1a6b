import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { ConfirmDialog } from '../../operations/confirm-dialog'
import { Panel } from '../../operations/operations.styles'
import { useConsoleAction } from '../../operations/use-console-action'
import { editingItemKey, editingListsKey } from '../content-queries'
import type { EditorKind } from '../editor-kind'

const functions = () => import('../content-editing.functions')

/**
 * Deletes the item with its revisions, after a confirmation naming it; a refusal (a FAQ category that still has
 * questions, a product named in sample requests) says why in the dialog. Then back to the kind's list.
 */
export function DeleteItem<Form>({ editor, id, title }: { editor: EditorKind<Form>; id: number; title: string }) {
  const [open, setOpen] = useState(false)
  const action = useConsoleAction()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  function remove() {
    void action.run(
      async () => (await functions()).removeContentItem({ data: { kind: editor.kind, id } }),
      async () => {
        setOpen(false)
        queryClient.removeQueries({ queryKey: editingItemKey(editor.kind, id) })
        await queryClient.invalidateQueries({ queryKey: editingListsKey(editor.kind) })
        await navigate({ to: '/admin/$', params: { _splat: editor.path() }, search: {} })
      },
    )
  }
  return (
    <Panel aria-labelledby="item-delete-heading">
      <h2 id="item-delete-heading">{m.admin_item_delete_heading()}</h2>
      <p>{m.admin_item_delete_hint()}</p>
      <div>
        <Button type="button" data-variant="secondary" onClick={() => setOpen(true)}>
          {m.admin_item_delete()}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={m.admin_item_delete_title()}
        confirmLabel={m.admin_item_delete_confirm()}
        onConfirm={remove}
        onClose={() => setOpen(false)}
        action={action}
      >
        <p>{m.admin_item_delete_confirm_text({ title: title || m.admin_post_untitled() })}</p>
      </ConfirmDialog>
    </Panel>
  )
}

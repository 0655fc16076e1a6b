import { useQueryClient } from '@tanstack/react-query'
import { josaAfter } from '~/i18n/korean-josa'
import { m } from '~/paraglide/messages'
import type { ConsoleTarget } from '../../address/console-addresses'
import { useConsoleNavigate } from '../../address/console-link'
import { type SearchPatch, withSearch } from '../../address/use-console-search'
import { Panel } from '../../kit/console.styles'
import { DeleteAfterConfirming } from '../../kit/delete-after-confirming'
import { deletionHandOff, listQueryHolding } from '../../kit/deletion-hand-off'
import { editingItemKey, editingListsKey } from '../content-queries'
import type { EditorKind } from '../editor-kind'

const functions = () => import('../content-editing.functions')

/**
 * Deletes the item with its revisions, after a confirmation naming it; a refusal (a FAQ category that still has
 * questions, a product named in sample requests) says why in the dialog. Then `onDeleted` (the form lets go of what was
 * typed, so that leaving does not ask about an item that is gone) and back to the kind's list.
 */
export function DeleteItem<Form>({
  editor,
  id,
  title,
  onDeleted,
}: {
  editor: EditorKind<Form>
  id: number
  title: string
  onDeleted: () => void
}) {
  const queryClient = useQueryClient()
  const navigate = useConsoleNavigate()
  const shownTitle = title || m.admin_post_untitled()
  return (
    <Panel aria-labelledby="item-delete-heading">
      <h2 id="item-delete-heading">{m.admin_item_delete_heading()}</h2>
      <p>{m.admin_item_delete_hint()}</p>
      <DeleteAfterConfirming
        label={m.admin_item_delete()}
        title={m.admin_item_delete_title()}
        confirmLabel={m.admin_item_delete_confirm()}
        remove={async () => (await functions()).removeContentItem({ data: { kind: editor.kind, id } })}
        onRemoved={async () => {
          onDeleted()
          const state = deletionHandOff(queryClient, editingListsKey(editor.kind), id, shownTitle)
          const search = listQueryHolding<SearchPatch<ConsoleTarget>>(queryClient, editingListsKey(editor.kind), id)
          queryClient.removeQueries({ queryKey: editingItemKey(editor.kind, id) })
          await queryClient.invalidateQueries({ queryKey: editingListsKey(editor.kind) })
          await navigate(withSearch(editor.listAddress, search), { state })
        }}
      >
        <p>{m.admin_item_delete_confirm_text({ title: shownTitle, titleJosa: josaAfter(shownTitle, '와/과') })}</p>
      </DeleteAfterConfirming>
    </Panel>
  )
}

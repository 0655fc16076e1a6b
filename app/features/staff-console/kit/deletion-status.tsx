import { useEffect, useRef } from 'react'
import { useFocusAfterRender } from '~/components/ui/use-focus-after-render'
import { josaAfter } from '~/i18n/korean-josa'
import { m } from '~/paraglide/messages'
import type { HandedDeletion } from './deletion-hand-off'

/** The element id of a list's row (or card) `rowId`, where the focus goes after the item before it was deleted. */
export const deletionTargetId = (listId: string, rowId: string) => `${listId}-row-${rowId}`
const deletedStatusId = (listId: string) => `${listId}-deleted`

/**
 * Back from a deletion on the item's page: once the list is shown, the focus goes where the work continues, to the row
 * (or card) that followed the deleted one, or to the status that says what was deleted when this list does not show that row.
 * Asked from an effect, so that it lands after the frame's focus on the new page (which runs after this one's effects).
 */
export function useFocusAfterDeletion(
  deleted: HandedDeletion | undefined,
  shownRowIds: readonly string[] | undefined,
  listId: string,
) {
  const focus = useFocusAfterRender()
  const handled = useRef<HandedDeletion>(undefined)
  useEffect(() => {
    if (!deleted || !shownRowIds || handled.current === deleted) return
    handled.current = deleted
    const next = deleted.nextRowId
    focus(next !== undefined && shownRowIds.includes(next) ? deletionTargetId(listId, next) : deletedStatusId(listId))
  })
}

/** What a list back from a deletion says was deleted; nothing when it was reached otherwise. */
export function DeletionStatus({ deleted, listId }: { deleted: HandedDeletion | undefined; listId: string }) {
  if (!deleted) return null
  return (
    <p role="status" className="hint" id={deletedStatusId(listId)}>
      {m.admin_list_deleted({ name: deleted.name, nameJosa: josaAfter(deleted.name, '을/를') })}
    </p>
  )
}

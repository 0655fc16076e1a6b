import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { useFocusAfterRender } from '~/components/ui/use-focus-after-render'
import { formatNumber } from '~/i18n/format'
import { type JosaPair, josaAfter } from '~/i18n/korean-josa'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { STALE_RECORD } from '../../kit/stale-record-alert'
import type { useConsoleAction } from '../../kit/use-console-action'
import { editingListsKey, editingOrderQuery } from '../content-queries'
import type { OrderItem } from '../content-types'
import type { OrderedKind } from '../editable-kinds'
import { itemDate, moved, outOfDateOrder, positionOf } from '../item-order'
import { moveButtonId, Rows, SortableRow } from './sortable-row'

const functions = () => import('../content-editing.functions')

/** What a screen reader hears while an item is dragged with the keyboard or a pointer, in the console's language. */
function announcementsFor(ids: readonly number[], titleOf: (id: UniqueIdentifier) => string): Announcements {
  const total = formatNumber(ids.length)
  const place = (id: UniqueIdentifier | undefined) => formatNumber(positionOf(ids, id))
  const titled = (id: UniqueIdentifier, pair: JosaPair) => ({ title: titleOf(id), titleJosa: josaAfter(titleOf(id), pair) })
  return {
    onDragStart: ({ active }) => m.admin_item_order_picked({ ...titled(active.id, '을/를'), position: place(active.id), total }),
    onDragOver: ({ active, over }) =>
      over ? m.admin_item_order_over({ title: titleOf(active.id), position: place(over.id), total }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? m.admin_item_order_dropped({ ...titled(active.id, '을/를'), position: place(over.id), total }) : undefined,
    onDragCancel: ({ active }) => m.admin_item_order_cancelled({ title: titleOf(active.id) }),
  }
}

/** Says where a list of dated events (the history) leaves date order: visitors see it as it is ordered. */
function DateOrderWarning({ items }: { items: readonly OrderItem[] }) {
  const misplaced = outOfDateOrder(items)
  if (!misplaced) return null
  const locale = getLocale()
  return (
    <p className="hint" role="status" data-testid="order-date-warning">
      {m.admin_item_order_not_by_date({
        title: misplaced.item.title,
        titleJosa: josaAfter(misplaced.item.title, '이/가'),
        date: itemDate(misplaced.item, locale) ?? '',
        previousTitle: misplaced.previous.title,
        previousDate: itemDate(misplaced.previous, locale) ?? '',
      })}
    </p>
  )
}

/**
 * The items of one list in their order: dragged, moved with the keyboard (Space, the arrows, Space) or a place at a
 * time with the buttons, then saved at once as a whole. A list someone changed meanwhile (an item added or deleted)
 * is refused: the refusal is shown and the list read again. The last move can be undone (the order before it saved
 * again) until the next one.
 */
export function SortableList({
  kind,
  items,
  action,
  onNotice,
  onStale,
}: {
  kind: OrderedKind
  items: readonly OrderItem[]
  action: ReturnType<typeof useConsoleAction>
  onNotice: (notice: string) => void
  onStale: () => Promise<unknown>
}) {
  const queryClient = useQueryClient()
  const [order, setOrder] = useState(items)
  /** The order before the last saved move, while it can be put back. */
  const [undoable, setUndoable] = useState<readonly OrderItem[]>()
  /** Where focus goes once the undo button it was on is gone. */
  const listRef = useRef<HTMLOListElement>(null)
  const focusMoved = useFocusAfterRender()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = order.map((item) => item.id)
  const titleOf = (id: UniqueIdentifier) => order.find((item) => item.id === id)?.title ?? ''

  async function save(next: readonly OrderItem[], previous: readonly OrderItem[], undoing = false) {
    setOrder(next)
    setUndoable(undefined)
    onNotice('')
    // A read of the list still under way (the page's own, once it has hydrated) would answer the order before this
    // move and show it in its place: it is dropped; after the save the list is marked stale and read when next shown.
    await queryClient.cancelQueries({ queryKey: editingOrderQuery(kind).queryKey })
    let stale = false
    const done = await action.run(
      async () => {
        const outcome = await (await functions()).reorderContent({ data: { kind, ids: next.map((item) => item.id) } })
        stale = !outcome.ok && outcome.code === STALE_RECORD
        return outcome
      },
      async () => {
        onNotice(undoing ? m.admin_item_order_undone() : m.admin_item_order_saved())
        if (undoing) listRef.current?.focus()
        else setUndoable(previous)
        await queryClient.invalidateQueries({ queryKey: editingListsKey(kind), refetchType: 'none' })
      },
    )
    if (!done) setOrder(previous)
    if (stale) await onStale()
  }

  function move(from: number, to: number) {
    if (action.pending || to < 0 || to >= order.length || from === to) return
    void save(moved(order, from, to), order)
  }

  /**
   * A button's move: the focus follows the item to its new place, on the same button, or on the other one once the
   * item is at the end it went to (the row is moved in the page, which takes the focus off its button).
   */
  function moveByButton(from: number, to: number) {
    const item = order[from]
    if (!item || action.pending) return
    const atEnd = to === 0 || to === order.length - 1
    const way = to < from ? 'up' : 'down'
    move(from, to)
    focusMoved(moveButtonId(item.id, atEnd ? (way === 'up' ? 'down' : 'up') : way))
  }

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    move(positionOf(ids, active.id) - 1, positionOf(ids, over.id) - 1)
  }

  return (
    <DndContext
      id={`order-${kind}`}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        announcements: announcementsFor(ids, titleOf),
        screenReaderInstructions: { draggable: m.admin_item_order_instructions() },
      }}
    >
      {undoable ? (
        <p>
          <Button
            type="button"
            data-variant="secondary"
            aria-disabled={action.pending || undefined}
            onClick={() => void save(undoable, order, true)}
          >
            {m.admin_item_order_undo()}
          </Button>
        </p>
      ) : null}
      <DateOrderWarning items={order} />
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Rows aria-label={m.admin_item_order_list()} ref={listRef} tabIndex={-1}>
          {order.map((item, index) => (
            <SortableRow
              key={item.id}
              item={item}
              index={index}
              count={order.length}
              pending={action.pending}
              onMove={moveByButton}
            />
          ))}
        </Rows>
      </SortableContext>
    </DndContext>
  )
}

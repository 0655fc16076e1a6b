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
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { styled } from '@linaria/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ActionAlert } from '../../kit/action-alert'
import { BackLink } from '../../kit/back-link'
import { Panel } from '../../kit/console.styles'
import { ConsoleEmpty, ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { STALE_RECORD } from '../../kit/stale-record-alert'
import { useConsoleAction } from '../../kit/use-console-action'
import { editingListsKey, editingOrderQuery } from '../content-queries'
import type { OrderItem } from '../content-types'
import { groupedKind, type OrderedKind } from '../editable-kinds'
import type { EditorKind } from '../editor-kind'
import { groupOf, moved, positionOf } from '../item-order'
import { PublicationStateText } from './publication-state-text'

const functions = () => import('../content-editing.functions')

const Rows = styled.ol`
  display: grid;
  gap: 8px;
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  li {
    align-items: center;
    background: ${colors.background};
    border: 1px solid ${colors.border};
    border-radius: 6px;
    display: grid;
    gap: 8px 12px;
    grid-template-columns: auto minmax(0, 1fr);
    padding: 8px 12px;
  }
  li[data-dragging] {
    border-color: ${colors.primary};
    box-shadow: 0 6px 18px rgb(0 0 0 / 15%);
    position: relative;
    z-index: 1;
  }
  .handle {
    background: none;
    border: 1px solid ${colors.border};
    border-radius: 6px;
    color: ${colors.text};
    cursor: grab;
    font-size: 20px;
    line-height: 1;
    min-height: 44px;
    min-width: 44px;
    touch-action: none;
  }
  .text {
    display: grid;
    gap: 2px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .text span:last-child {
    color: ${colors.textMuted};
    font-size: 14px;
  }
  .moves {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    grid-column: 1 / -1;
  }
  @media (min-width: 768px) {
    li {
      grid-template-columns: auto minmax(0, 1fr) auto;
    }
    .moves {
      grid-column: auto;
    }
  }
`

interface RowProps {
  item: OrderItem
  index: number
  count: number
  pending: boolean
  onMove: (from: number, to: number) => void
}

/** One item: a handle to drag (or lift with Space and move with the arrows), and buttons to move it a place. */
function SortableRow({ item, index, count, pending, onMove }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: pending,
  })
  const style = { transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined, transition }
  const position = { title: item.title, position: formatNumber(index + 1), total: formatNumber(count) }
  return (
    <li ref={setNodeRef} style={style} data-dragging={isDragging ? '' : undefined} data-testid="order-item">
      <button
        type="button"
        className="handle"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={m.admin_item_order_handle(position)}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="text">
        <span lang="ko-KR">{item.title}</span>
        <span>
          <PublicationStateText item={item} locale={getLocale()} />
        </span>
      </span>
      <span className="moves">
        <Button type="button" data-variant="secondary" disabled={pending || index === 0} onClick={() => onMove(index, index - 1)}>
          {m.admin_item_order_up()}
          <span className="visually-hidden">: {item.title}</span>
        </Button>
        <Button
          type="button"
          data-variant="secondary"
          disabled={pending || index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          {m.admin_item_order_down()}
          <span className="visually-hidden">: {item.title}</span>
        </Button>
      </span>
    </li>
  )
}

/** What a screen reader hears while an item is dragged with the keyboard or a pointer, in the console's language. */
function announcementsFor(ids: readonly number[], titleOf: (id: UniqueIdentifier) => string): Announcements {
  const total = formatNumber(ids.length)
  const place = (id: UniqueIdentifier | undefined) => formatNumber(positionOf(ids, id))
  return {
    onDragStart: ({ active }) => m.admin_item_order_picked({ title: titleOf(active.id), position: place(active.id), total }),
    onDragOver: ({ active, over }) =>
      over ? m.admin_item_order_over({ title: titleOf(active.id), position: place(over.id), total }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? m.admin_item_order_dropped({ title: titleOf(active.id), position: place(over.id), total }) : undefined,
    onDragCancel: ({ active }) => m.admin_item_order_cancelled({ title: titleOf(active.id) }),
  }
}

/**
 * The items of one list in their order: dragged, moved with the keyboard (Space, the arrows, Space) or a place at a
 * time with the buttons, then saved at once as a whole. A list someone changed meanwhile (an item added or deleted)
 * is refused: the refusal is shown and the list read again.
 */
function SortableList({
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = order.map((item) => item.id)
  const titleOf = (id: UniqueIdentifier) => order.find((item) => item.id === id)?.title ?? ''

  async function save(next: readonly OrderItem[], previous: readonly OrderItem[]) {
    setOrder(next)
    onNotice('')
    let stale = false
    const done = await action.run(
      async () => {
        const outcome = await (await functions()).reorderContent({ data: { kind, ids: next.map((item) => item.id) } })
        stale = !outcome.ok && outcome.code === STALE_RECORD
        return outcome
      },
      async () => {
        onNotice(m.admin_item_order_saved())
        await queryClient.invalidateQueries({ queryKey: editingListsKey(kind), refetchType: 'none' })
      },
    )
    if (!done) setOrder(previous)
    if (stale) await onStale()
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= order.length || from === to) return
    void save(moved(order, from, to), order)
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
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Rows aria-label={m.admin_item_order_list()}>
          {order.map((item, index) => (
            <SortableRow key={item.id} item={item} index={index} count={order.length} pending={action.pending} onMove={move} />
          ))}
        </Rows>
      </SortableContext>
    </DndContext>
  )
}

/** The groups of a grouped kind's list (FAQ questions by category), named by the category's title. */
function GroupChoice({
  groups,
  value,
  onChange,
}: {
  groups: readonly { id: number; title: string }[]
  value: number
  onChange: (id: number) => void
}) {
  return (
    <p className="field">
      <label htmlFor="order-group">{m.admin_item_order_group()}</label>{' '}
      <select id="order-group" value={String(value)} onChange={(event) => onChange(Number(event.target.value))}>
        {groups.map((group) => (
          <option key={group.id} value={String(group.id)} lang="ko-KR">
            {group.title}
          </option>
        ))}
      </select>
    </p>
  )
}

/** /admin/site-content/<kind>/order: the order the public site shows a kind's items in (FAQ questions per category). */
export function OrderView<Form>({ editor, kind }: { editor: EditorKind<Form>; kind: OrderedKind }) {
  const order = useQuery(editingOrderQuery(kind))
  const grouped = kind === groupedKind
  const groups = useQuery({ ...editingOrderQuery('faq-categories'), enabled: grouped })
  const [chosen, setChosen] = useState<number>()
  const group = grouped ? (chosen ?? groups.data?.[0]?.id) : undefined
  const items = order.data ? groupOf(order.data, group) : undefined
  const action = useConsoleAction()
  const [notice, setNotice] = useState('')
  return (
    <>
      <BackLink to={editor.listAddress} label={m.admin_post_back({ type: editor.name() })} />
      <Panel aria-labelledby="order-heading">
        <h2 id="order-heading">{m.admin_item_order_title({ type: editor.name() })}</h2>
        <p className="hint">{m.admin_item_order_hint()}</p>
        <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
        <p role="status" className="hint" data-testid="order-notice">
          {notice}
        </p>
        {grouped && groups.data && group !== undefined ? (
          <GroupChoice groups={groups.data} value={group} onChange={setChosen} />
        ) : null}
        {order.isError || groups.isError ? (
          <ConsoleError error={order.error ?? groups.error} onRetry={() => void order.refetch()} />
        ) : !items || (grouped && !groups.data) ? (
          <ConsoleLoading />
        ) : items.length === 0 ? (
          <ConsoleEmpty>{m.admin_item_order_empty()}</ConsoleEmpty>
        ) : (
          <SortableList
            key={`${group ?? ''}-${order.dataUpdatedAt}`}
            kind={kind}
            items={items}
            action={action}
            onNotice={setNotice}
            onStale={() => order.refetch()}
          />
        )}
      </Panel>
    </>
  )
}

import { useSortable } from '@dnd-kit/sortable'
import { styled } from '@linaria/react'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { OrderItem } from '../content-types'
import { itemDate } from '../item-order'
import { PublicationStateText } from './publication-state-text'

/** The list of an order's items, each a row with its handle and its buttons. */
export const Rows = styled.ol`
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
  .text span:last-child,
  .text .date {
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

/** The id of an item's button that moves it a place up or down, where the focus follows the item it moved. */
export const moveButtonId = (id: number, way: 'up' | 'down') => `order-item-${id}-${way}`

/** One item: a handle to drag (or lift with Space and move with the arrows), and buttons to move it a place. */
export function SortableRow({ item, index, count, pending, onMove }: RowProps) {
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
        {item.date ? (
          <span className="date" data-testid="order-item-date">
            {itemDate(item, getLocale())}
          </span>
        ) : null}
        <span>
          <PublicationStateText item={item} locale={getLocale()} />
        </span>
      </span>
      <span className="moves">
        <Button
          type="button"
          id={moveButtonId(item.id, 'up')}
          data-variant="secondary"
          disabled={index === 0}
          aria-disabled={pending || undefined}
          onClick={() => onMove(index, index - 1)}
        >
          {m.admin_item_order_up()}
          <span className="visually-hidden">: {item.title}</span>
        </Button>
        <Button
          type="button"
          id={moveButtonId(item.id, 'down')}
          data-variant="secondary"
          disabled={index === count - 1}
          aria-disabled={pending || undefined}
          onClick={() => onMove(index, index + 1)}
        >
          {m.admin_item_order_down()}
          <span className="visually-hidden">: {item.title}</span>
        </Button>
      </span>
    </li>
  )
}

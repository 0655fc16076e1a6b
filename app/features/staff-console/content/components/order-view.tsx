import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { m } from '~/paraglide/messages'
import { ActionAlert } from '../../kit/action-alert'
import { BackLink } from '../../kit/back-link'
import { Panel } from '../../kit/console.styles'
import { ConsoleEmpty, ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { useConsoleAction } from '../../kit/use-console-action'
import { editingOrderQuery } from '../content-queries'
import { groupedKind, type OrderedKind } from '../editable-kinds'
import type { EditorKind } from '../editor-kind'
import { groupOf } from '../item-order'
import { SortableList } from './sortable-order'

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

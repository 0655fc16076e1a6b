import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { AdminInquiryDetail } from '~/api/contract/admin-endpoints'
import { FieldBox } from '~/components/form/form.styles'
import { Button } from '~/components/ui/button'
import { josaAfter } from '~/i18n/korean-josa'
import { m } from '~/paraglide/messages'
import { ActionAlert } from '../../kit/action-alert'
import { Panel, PanelForm } from '../../kit/console.styles'
import { useConsoleAction } from '../../kit/use-console-action'
import { changeStaff } from '../../staff-calls'
import { inquiryStatusLabels } from '../inquiry-labels'
import { assigneesQuery } from '../inquiry-queries'
import { useInquiryCache } from '../use-inquiry-cache'

/**
 * Who works the inquiry and where it is: an assignee from the staff who may, and the status (in progress, done). Each
 * change sends the version on screen; a change someone else made meanwhile is refused and offered for reloading.
 */
export function InquiryWork({ inquiry }: { inquiry: AdminInquiryDetail }) {
  const assignees = useQuery(assigneesQuery())
  const cache = useInquiryCache(inquiry.receiptNumber)
  const action = useConsoleAction()
  const [assigneeId, setAssigneeId] = useState(inquiry.assignee?.id ?? '')
  const [notice, setNotice] = useState('')
  const { receiptNumber, version } = inquiry

  function assign(event: FormEvent) {
    event.preventDefault()
    setNotice('')
    void action.run(
      () => changeStaff('assignInquiry', { params: { receiptNumber }, body: { assigneeId: assigneeId || null, version } }),
      (state) => {
        cache.applyState(state)
        setNotice(state.assignee ? m.admin_inquiry_assigned({ name: state.assignee.name }) : m.admin_inquiry_unassigned())
      },
    )
  }
  function setStatus(status: 'in_progress' | 'done') {
    setNotice('')
    void action.run(
      () => changeStaff('setInquiryStatus', { params: { receiptNumber }, body: { status, version } }),
      (state) => {
        cache.applyState(state)
        const status = inquiryStatusLabels[state.status]()
        setNotice(m.admin_inquiry_status_changed({ status, statusJosa: josaAfter(status, '으로/로') }))
      },
    )
  }

  return (
    <Panel aria-labelledby="inquiry-work-heading">
      <h2 id="inquiry-work-heading">{m.admin_inquiry_work()}</h2>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} onReload={() => void cache.reload()} />
      <p role="status" className="hint">
        {notice}
      </p>
      <PanelForm onSubmit={assign}>
        <FieldBox>
          <label htmlFor="inquiry-assignee">{m.admin_inquiry_assignee()}</label>
          <select id="inquiry-assignee" value={assigneeId} onChange={(event) => setAssigneeId(event.target.value)}>
            <option value="">{m.admin_inquiry_nobody()}</option>
            {inquiry.assignee && !assignees.data?.items.some((staff) => staff.id === inquiry.assignee?.id) ? (
              <option value={inquiry.assignee.id}>{inquiry.assignee.name}</option>
            ) : null}
            {assignees.data?.items.map((staff) => (
              <option key={staff.id} value={staff.id}>
                {staff.name}
              </option>
            ))}
          </select>
        </FieldBox>
        <div className="actions">
          <Button type="submit" aria-disabled={action.pending || undefined}>
            {m.admin_inquiry_assign()}
          </Button>
        </div>
      </PanelForm>
      <h3>{m.admin_inquiry_status()}</h3>
      <p>{m.admin_inquiry_status_now({ status: inquiryStatusLabels[inquiry.status]() })}</p>
      <p className="hint" id="inquiry-done-hint">
        {m.admin_inquiry_done_hint()}
      </p>
      <div className="actions">
        {inquiry.status !== 'in_progress' ? (
          <Button
            type="button"
            data-variant="secondary"
            aria-disabled={action.pending || undefined}
            onClick={() => setStatus('in_progress')}
          >
            {m.admin_inquiry_mark_in_progress()}
          </Button>
        ) : null}
        {inquiry.status !== 'done' ? (
          <Button
            type="button"
            aria-disabled={action.pending || undefined}
            aria-describedby="inquiry-done-hint"
            onClick={() => setStatus('done')}
          >
            {m.admin_inquiry_mark_done()}
          </Button>
        ) : null}
      </div>
    </Panel>
  )
}

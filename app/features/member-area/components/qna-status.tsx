import type { questionStatuses } from '~/api/contract/member-area-endpoints'
import { m } from '~/paraglide/messages'
import { statusBadge } from './member-table.styles'

type QuestionStatus = (typeof questionStatuses)[number]

const statusLabels: Record<QuestionStatus, () => string> = {
  waiting: m.qna_status_waiting,
  answered: m.qna_status_answered,
}

/** Whether a question has its answer, in words (the color only repeats them). */
export function QnaStatus({ status }: { status: QuestionStatus }) {
  return (
    <span className={statusBadge} data-status={status}>
      {statusLabels[status]()}
    </span>
  )
}

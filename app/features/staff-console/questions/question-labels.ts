import type { questionStatuses } from '~/api/contract/member-area-endpoints'
import { m } from '~/paraglide/messages'

/** The member's own words for a question's status (the Q&A page's), so that staff and member name them alike. */
export const questionStatusLabels: Record<(typeof questionStatuses)[number], () => string> = {
  waiting: m.qna_status_waiting,
  answered: m.qna_status_answered,
}

import { CONSOLE_STALE_MS, consoleQueryKey } from '../console-queries'
import { staffQuery } from '../staff-calls'

/** A month's flagged access records and its review (admins). */
export const accessReviewQuery = (month: string) =>
  staffQuery([...consoleQueryKey, 'access-review', month], 'accessReview', { params: { month } }, { staleTime: CONSOLE_STALE_MS })

/** Last month, while its access records are not reviewed (the dashboard's reminder, admins). */
export const accessReviewDueQuery = () =>
  staffQuery([...consoleQueryKey, 'access-review', 'due'], 'accessReviewDue', {}, { staleTime: CONSOLE_STALE_MS })

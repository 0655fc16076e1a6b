import { queryOptions } from '@tanstack/react-query'
import { CONSOLE_STALE_MS, consoleQueryKey } from '../console-queries'

/** A month's flagged access records and its review (admins). */
export const accessReviewQuery = (month: string) =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'access-review', month],
    queryFn: async () => (await import('./access-review.functions')).readAccessReview({ data: { month } }),
    staleTime: CONSOLE_STALE_MS,
  })

/** Last month, while its access records are not reviewed (the dashboard's reminder, admins). */
export const accessReviewDueQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'access-review', 'due'],
    queryFn: async () => (await import('./access-review.functions')).readAccessReviewDue(),
    staleTime: CONSOLE_STALE_MS,
  })

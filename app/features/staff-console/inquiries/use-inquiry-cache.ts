import { useQueryClient } from '@tanstack/react-query'
import type { AdminInquiryDetail } from '~/api/contract/admin-endpoints'
import { consoleQueryKey } from '../console-queries'
import { inquiriesKey, inquiryDetailQuery } from './inquiry-queries'

type WorkState = Pick<AdminInquiryDetail, 'status' | 'processedAt' | 'assignee' | 'version'>

/**
 * The inquiry's page after a change: the change's answer merged into the record on screen (no second read, so no
 * second audit entry), the lists and the dashboard's counters refreshed; or the record read afresh (a stale version).
 */
export function useInquiryCache(receiptNumber: string) {
  const queryClient = useQueryClient()
  const { queryKey } = inquiryDetailQuery(receiptNumber)
  const update = (change: (inquiry: AdminInquiryDetail) => AdminInquiryDetail) => {
    queryClient.setQueryData(queryKey, (inquiry) => (inquiry ? change(inquiry) : inquiry))
    void queryClient.invalidateQueries({ queryKey: [...inquiriesKey, 'list'] })
    void queryClient.invalidateQueries({ queryKey: [...consoleQueryKey, 'dashboard'] })
  }
  return {
    applyState: ({ status, processedAt, assignee, version }: WorkState) =>
      update((inquiry) => ({ ...inquiry, status, processed: status === 'done', processedAt, assignee, version })),
    update,
    reload: () => queryClient.invalidateQueries({ queryKey }),
  }
}

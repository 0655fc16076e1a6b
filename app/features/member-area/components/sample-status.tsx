import type { sampleStatuses } from '~/api/contract/member-area-endpoints'
import { m } from '~/paraglide/messages'
import { statusBadge } from './member-table.styles'

type SampleStatus = (typeof sampleStatuses)[number]

const statusLabels: Record<SampleStatus, () => string> = {
  received: m.sample_status_received,
  reviewing: m.sample_status_reviewing,
  shipped: m.sample_status_shipped,
  declined: m.sample_status_declined,
}

/** Where a sample request stands, in words (the color only repeats them). */
export function SampleStatus({ status }: { status: SampleStatus }) {
  return (
    <span className={statusBadge} data-status={status}>
      {statusLabels[status]()}
    </span>
  )
}

import { styled } from '@linaria/react'
import type { sampleStatuses } from '~/api/contract/member-area-endpoints'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { statusBadge } from './member-table.styles'

type SampleStatus = (typeof sampleStatuses)[number]

const statusLabels: Record<SampleStatus, () => string> = {
  received: m.sample_status_received,
  reviewing: m.sample_status_reviewing,
  shipped: m.sample_status_shipped,
  declined: m.sample_status_declined,
}

const Detail = styled.span`
  color: ${colors.textMuted};
  display: block;
  font-size: 14px;
  margin-top: 4px;
  overflow-wrap: anywhere;
`

interface SampleStatusProps {
  status: SampleStatus
  carrier: string | null
  trackingNumber: string | null
  declineReason: string | null
}

/**
 * Where a sample request stands, in words (the color only repeats them): with the carrier and tracking number once
 * shipped, and the staff's reason when declined.
 */
export function SampleStatus({ status, carrier, trackingNumber, declineReason }: SampleStatusProps) {
  return (
    <>
      <span className={statusBadge} data-status={status}>
        {statusLabels[status]()}
      </span>
      {status === 'shipped' && carrier && trackingNumber ? (
        <Detail>{m.sample_shipped_tracking({ carrier, trackingNumber })}</Detail>
      ) : null}
      {status === 'declined' && declineReason ? <Detail>{m.sample_declined_reason({ reason: declineReason })}</Detail> : null}
    </>
  )
}

import type { SampleRevealReason, SampleStatus } from '~/api/contract/member-area-admin-endpoints'
import { m } from '~/paraglide/messages'
import type { SampleListFilter } from './sample-search'

/** The member's own words for the statuses (the sample page's), so that staff and member name them alike. */
export const sampleStatusLabels: Record<SampleStatus, () => string> = {
  received: m.sample_status_received,
  reviewing: m.sample_status_reviewing,
  shipped: m.sample_status_shipped,
  declined: m.sample_status_declined,
}

export const sampleFilterLabels: Record<SampleListFilter, () => string> = {
  open: m.admin_sample_open,
  ...sampleStatusLabels,
  all: m.admin_filter_all,
}

export const sampleRevealReasonLabels: Record<SampleRevealReason, () => string> = {
  shipping: m.admin_sample_reveal_shipping,
  'contacting-member': m.admin_sample_reveal_contacting,
  'checking-address': m.admin_sample_reveal_checking,
}

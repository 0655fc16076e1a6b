import type { InquiryStatusFilter, InquiryWorkStatus } from '~/api/contract/admin-endpoints'
import { m } from '~/paraglide/messages'

export const inquiryStatusLabels: Record<InquiryWorkStatus, () => string> = {
  new: m.admin_inquiry_status_new,
  in_progress: m.admin_inquiry_status_in_progress,
  done: m.admin_inquiry_status_done,
}

export const inquiryStatusFilterLabels: Record<InquiryStatusFilter, () => string> = {
  open: m.admin_inquiry_status_open,
  ...inquiryStatusLabels,
  all: m.admin_filter_all,
}

import type { ScheduledJob } from '~/api/contract/scheduled-job-endpoints'
import { m } from '~/paraglide/messages'

/** Each scheduled job as the admins' dashboard names it. */
export const jobLabels: Record<ScheduledJob, () => string> = {
  inquiryRetention: m.admin_job_inquiry_retention,
  memberPurge: m.admin_job_member_purge,
  auditRetention: m.admin_job_audit_retention,
  auditCopy: m.admin_job_audit_copy,
  scheduleBoundaries: m.admin_job_schedule_boundaries,
  marketingConsentNotice: m.admin_job_marketing_consent_notice,
}

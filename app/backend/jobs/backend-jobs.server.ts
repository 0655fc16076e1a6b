import { env } from '~/config/env.server'
import { resolveSiteConfig } from '~/config/site-config.server'
import { log } from '~/server/logging/log.server'
import { startAuditCopyJob } from '../audit/audit-copy.server'
import { configuredAuditCopyTarget } from '../audit/audit-copy-bucket.server'
import type { OpenDatabase } from '../db/database.server'
import { createMailTransport, type MailTransport } from '../mail/mail-transport.server'
import { startOutboxWorker } from '../mail/outbox-worker.server'
import { startAuditRetentionJob } from '../retention/audit-retention.server'
import { startRetentionJob } from '../retention/retention-job.server'
import { startMarketingConsentNoticeJob } from '../sign-in/marketing-consent-notice-job.server'
import type { FileStorage } from '../storage/file-storage'
import { startMemberPurgeJob } from '../withdrawal/member-purge-job.server'
import type { PeriodicJob } from './periodic-job.server'
import type { ScheduledJobRuns } from './scheduled-job-runs'

/** The sender when MAIL_FROM is unset: the brand at the company's address. */
export function defaultMailFrom(): string {
  const site = resolveSiteConfig('ko-KR')
  return `"${site.brandName.replace(/["\\]/g, '')}" <${site.company.email}>`
}

function announceMailTransport(transport: MailTransport): void {
  if (transport.kind === 'smtp') log.info('mail', 'sending through the SMTP server', { host: new URL(env.SMTP_URL ?? '').host })
  else if (transport.kind === 'log') log.info('mail', 'SMTP_URL is unset, so mail is written to this log instead of being sent')
  else {
    log.warn(
      'mail',
      'SMTP_URL is unset: no mail is sent, and every mail waits in the outbox until a mail server is set ' +
        '(only a site on loopback writes its mails to the log)',
    )
  }
}

/**
 * The backend's timers in this process: the mail outbox, the retention rules, the member purge and (with
 * AUDIT_COPY_BUCKET) the audit log's copy, all but the outbox provided to `runs` (an admin's run now). Stop them on
 * shutdown.
 */
export function startBackendJobs({ db, listen }: OpenDatabase, storage: FileStorage, runs: ScheduledJobRuns): PeriodicJob[] {
  const transport = createMailTransport({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? defaultMailFrom(),
    siteUrl: env.SITE_URL,
  })
  announceMailTransport(transport)
  const scheduled = {
    inquiryRetention: startRetentionJob(db, async () => storage, { unprocessedMonths: env.INQUIRY_UNPROCESSED_RETENTION_MONTHS }),
    memberPurge: startMemberPurgeJob(db),
    auditRetention: startAuditRetentionJob(db, env.AUDIT_RETENTION_DAYS),
    marketingConsentNotice: startMarketingConsentNoticeJob(db, {
      siteUrl: env.SITE_URL,
      brandName: resolveSiteConfig('ko-KR').brandName,
    }),
  } as const
  for (const [job, started] of Object.entries(scheduled)) runs.provide(job as keyof typeof scheduled, started.runNow)
  const auditCopyTarget = configuredAuditCopyTarget(env)
  const auditCopy = auditCopyTarget ? [startAuditCopyJob(db, auditCopyTarget)] : []
  for (const started of auditCopy) runs.provide('auditCopy', started.runNow)
  return [startOutboxWorker(db, transport, { listen }), ...Object.values(scheduled), ...auditCopy]
}

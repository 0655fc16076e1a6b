import type { Hono } from 'hono'
import type { Database } from '../db/database.server'
import type { InquiryMailSettings } from '../mail/inquiry-mails'
import { registerDashboardRoute } from './dashboard'
import { registerInquiryExportRoute } from './inquiry-export'
import { registerInquiryWorkRoutes } from './inquiry-work.routes'
import { registerMemberLookupRoutes } from './member-lookup.routes'
import { registerMemberSecondFactorResetRoute } from './member-second-factor-reset'
import { registerOutboxRoutes } from './outbox.routes'
import { registerPointRoutes } from './points'
import { registerQuestionAnswerRoutes } from './question-answers'
import { registerSampleWorkflowRoutes } from './sample-workflow'

export interface OperationsOptions {
  clock: () => Date
  /** The site's public origin, for links in mails to members. */
  siteUrl: string
  brandName: string
  /** The members' idle timeout, so that only live sessions are listed and ended. */
  sessionIdleMinutes: number
  /** The brand and contact details of replies to visitors; default: the environment's. */
  mail?: InquiryMailSettings
}

/**
 * The operations inbox (issue 23): the staff's work on inquiries, questions, sample requests, members and points, the
 * mail outbox and the dashboard. Registered after the /admin/* actor middleware (app.ts); every call names its roles.
 */
export function registerOperationsRoutes(app: Hono, db: Database, options: OperationsOptions): void {
  const { clock } = options
  registerInquiryExportRoute(app, db, clock)
  registerInquiryWorkRoutes(app, db, clock, options.mail)
  registerQuestionAnswerRoutes(app, db, options)
  registerSampleWorkflowRoutes(app, db, clock)
  registerMemberLookupRoutes(app, db, options)
  registerMemberSecondFactorResetRoute(app, db, options)
  registerPointRoutes(app, db, clock)
  registerOutboxRoutes(app, db, clock)
  registerDashboardRoute(app, db, clock)
}

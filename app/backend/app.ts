import { Hono } from 'hono'
import { errorResponse } from '~/api/contract/error-response'
import type { RedirectLetterCase } from '~/api/contract/redirect-matching'
import { siteDefaults } from '~/config/site-defaults'
import { log } from '~/server/logging/log.server'
import { type AdminOptions, registerInquiryAdminRoutes } from './admin/inquiries-admin.routes'
import { registerMemberAreaAdminRoutes } from './admin/member-area-admin.routes'
import { registerOperationsRoutes } from './admin/operations.routes'
import { registerAuditRoutes } from './audit/audit.routes'
import { machineCallAudit } from './audit/machine-call-audit'
import { registerBackupRoutes } from './backup/backup.routes'
import type { BackupRunner } from './backup/backup-runs.server'
import {
  registerCompanyDetailsEditingRoutes,
  registerCompanyDetailsRoutes,
} from './content/company-details/company-details.routes'
import { registerDocumentEditingRoutes } from './content/documents/document-editing.routes'
import { registerDocumentRoutes } from './content/documents.routes'
import { registerContentDashboardRoute } from './content/editing/content-dashboard'
import { registerFaqRoutes } from './content/faq.routes'
import { registerCompanyReads } from './content/kinds/company-kinds'
import { registerKindEditingRoutes } from './content/kinds/kind-editing.routes'
import { answerAfterOwnChanges } from './content/own-content-changes.server'
import { registerPharmacyRoutes } from './content/pharmacies.routes'
import { registerPharmacyEditingRoutes } from './content/pharmacy-editing/pharmacy-editing.routes'
import { registerPostEditingRoutes } from './content/post-editing/post-editing.routes'
import { registerPostPreviewRoutes } from './content/post-editing/post-previews.routes'
import { registerPostRoutes } from './content/posts.routes'
import { registerProductRoutes } from './content/products.routes'
import { registerRedirectEditingRoutes, registerRedirectRoutes } from './content/redirects/redirects.routes'
import { registerSettingRoutes } from './content/settings.routes'
import { registerSitePageRoutes } from './content/site-pages/site-pages.routes'
import { registerSpecSheetEditingRoutes } from './content/spec-sheets/spec-sheet-editing.routes'
import { registerContentArchiveRoutes } from './content-archive/content-archive.routes'
import type { Database } from './db/database.server'
import { isDatabaseUnavailable } from './db/database-unavailable'
import { registerSiteSetupRoutes } from './demo/site-setup.routes'
import { ApiError } from './http/api-error'
import { logControlRefusal } from './http/control-refusal-log'
import type { PublicReadCache } from './http/public-read-cache'
import { requestLocale } from './http/request-locale'
import { registerInquiryRoutes } from './inquiries/inquiries.routes'
import { type InquiryIntakeInput, intakeOptions } from './inquiries/intake-options'
import { registerScheduledJobRoutes } from './jobs/scheduled-job.routes'
import type { ScheduledJobRuns } from './jobs/scheduled-job-runs'
import { registerMediaRoutes } from './media/media.routes'
import { registerMemberAreaRoutes } from './member-area/member-area.routes'
import { registerSearchRoutes } from './search/search.routes'
import { registerEmailVerificationRoutes } from './sign-in/email-verification/email-verification.routes'
import { type EmailVerificationInput, emailVerificationOptions } from './sign-in/email-verification/email-verification-options'
import { registerPasskeyRoutes } from './sign-in/passkeys/passkey.routes'
import { passkeySiteOf } from './sign-in/passkeys/passkey-site'
import { registerPasswordResetRoutes } from './sign-in/password-reset/password-reset.routes'
import { type PasswordResetInput, passwordResetOptions } from './sign-in/password-reset/password-reset-options'
import { registerSignInRoutes } from './sign-in/sign-in.routes'
import { type SignInOptionsInput, signInOptions } from './sign-in/sign-in-options'
import { registerSocialAccountRoutes } from './sign-in/social/social-account.routes'
import { outboxSmsSender } from './sms/outbox-sms-sender'
import type { SmsSender } from './sms/sms-sender'
import { registerStaffRoutes } from './staff/staff.routes'
import { STAFF_PROOF_MINUTES, staffActorMiddleware } from './staff/staff-actor'
import { staffOptions } from './staff/staff-options'
import { registerStaffPasskeyRoutes } from './staff/staff-passkey.routes'
import { registerStaffSessionRoutes } from './staff/staff-session.routes'

export const API_BASE_PATH = '/api/v1'

export interface BackendDependencies {
  db: Database
  /** The inquiry intake (POST /contacts and the captcha); without it those endpoints answer 404. */
  inquiries?: InquiryIntakeInput
  /**
   * The staff's admin API (/admin/*): staff sessions, and the machine credential when its token is set; without it
   * those paths answer 404.
   */
  admin?: AdminOptions
  /**
   * The members' sign-in calls (/signup, /login, /auth/*, /me, /logout) and their own area (/me/*); without it
   * those paths answer 404.
   */
  auth?: SignInOptionsInput
  /** The reset of a forgotten password (its link's origin, limits), with the sign-in calls; defaults for tests. */
  passwordReset?: PasswordResetInput
  /** The verification of members' emails (its limits, its link's lifetime); the origin and brand are the reset's. */
  emailVerification?: EmailVerificationInput
  /** Sends the member area's verification codes; default: the outbox (logged, kept in memory for /admin/sms). */
  sms?: SmsSender
  /** The brand in each SMS; default: the site's (Cellactis). */
  brandName?: string
  /** Keeps the answers of public reads for a while (docs/decisions/0020); without it every read queries the database. */
  publicReadCache?: PublicReadCache
  /** Takes and reports backups (docs/decisions/0068), with the admin API; without it /admin/backups answers 404 to admins. */
  backups?: BackupRunner
  /** Runs this process's scheduled jobs now for an admin; without it a run asked for answers 404 (the health still reads). */
  jobs?: ScheduledJobRuns
  /** How the site matches old addresses to their redirects (REDIRECT_LETTER_CASE, decision 116); default: exact. */
  redirectLetterCase?: RedirectLetterCase
}

/**
 * The built-in `/api/v1` backend: a Web-standard fetch handler, mounted over HTTP and called in-process
 * by the API client alike.
 */
export function createBackendApp({
  db,
  inquiries,
  admin,
  auth,
  passwordReset,
  emailVerification,
  sms,
  brandName,
  publicReadCache,
  backups,
  jobs,
  redirectLetterCase = 'exact',
}: BackendDependencies): Hono {
  const app = new Hono({ strict: false }).basePath(API_BASE_PATH)
  app.use(answerAfterOwnChanges)
  app.use(async (context, next) => {
    context.set('publicReadCache', publicReadCache)
    await next()
  })
  const clock = () => auth?.clock?.() ?? new Date()
  const smsSender = sms ?? outboxSmsSender(clock)

  registerPostRoutes(app, db)
  registerPostPreviewRoutes(app, db, clock)
  registerProductRoutes(app, db)
  registerPharmacyRoutes(app, db)
  registerCompanyReads(app, db)
  registerCompanyDetailsRoutes(app, db)
  registerDocumentRoutes(app, db)
  registerSettingRoutes(app, db)
  registerFaqRoutes(app, db)
  registerSitePageRoutes(app, db)
  registerSearchRoutes(app, db, publicReadCache)
  registerRedirectRoutes(app, db)
  if (inquiries) registerInquiryRoutes(app, db, intakeOptions(inquiries))
  if (admin) {
    // First: a middleware runs only before the handlers registered after it.
    app.use(
      '/admin/*',
      staffActorMiddleware(db, {
        machineToken: admin.token,
        machineReach: admin.machineReach ?? 'loopback',
        trustProxy: admin.trustProxy ?? false,
        proofMinutes: admin.proofMinutes ?? STAFF_PROOF_MINUTES,
        clock,
      }),
    )
    app.use('/admin/*', machineCallAudit(db))
    const staff = staffOptions(auth, { ...passwordReset, brandName }, auth?.clock)
    registerStaffRoutes(app, db, staff)
    registerStaffSessionRoutes(app, db, staff)
    registerStaffPasskeyRoutes(app, db, staff)
    registerAuditRoutes(app, db, clock)
    registerCompanyDetailsEditingRoutes(app, db)
    registerInquiryAdminRoutes(app, db, admin)
    registerMediaRoutes(app, db, admin.storage)
    registerDocumentEditingRoutes(app, db, admin)
    registerSpecSheetEditingRoutes(app, db, admin)
    registerMemberAreaAdminRoutes(app, smsSender)
    registerPharmacyEditingRoutes(app, db)
    registerRedirectEditingRoutes(app, db, {
      siteUrl: passwordResetOptions(passwordReset).siteUrl,
      letterCase: redirectLetterCase,
    })
    registerPostEditingRoutes(app, db, clock)
    registerKindEditingRoutes(app, db, clock)
    registerContentDashboardRoute(app, db)
    registerSiteSetupRoutes(app, db)
    registerContentArchiveRoutes(app, db, admin.storage, clock)
    registerOperationsRoutes(app, db, {
      clock,
      siteUrl: passwordResetOptions(passwordReset).siteUrl,
      brandName: brandName ?? siteDefaults.brandName,
      sessionIdleMinutes: signInOptions(auth ?? {}).sessionIdleMinutes,
      mail: admin.mail,
    })
    registerBackupRoutes(app, db, backups)
    registerScheduledJobRoutes(app, db, jobs)
  }
  if (auth) {
    const options = signInOptions(auth)
    const reset = passwordResetOptions(passwordReset)
    const verification = emailVerificationOptions({ siteUrl: reset.siteUrl, brandName: reset.brandName, ...emailVerification })
    registerSignInRoutes(app, db, options, verification)
    // The security notices (decision 95) are signed and linked as the reset's mails are.
    const letterhead = { siteUrl: reset.siteUrl, brandName: reset.brandName }
    registerPasskeyRoutes(app, db, options, passkeySiteOf(reset.siteUrl, reset.brandName), letterhead)
    registerSocialAccountRoutes(app, db, options, letterhead)
    registerPasswordResetRoutes(app, db, options, reset)
    registerEmailVerificationRoutes(app, db, options, verification)
    registerMemberAreaRoutes(app, db, {
      ...options,
      sms: smsSender,
      brandName: brandName ?? siteDefaults.brandName,
      letterhead,
    })
  }

  app.notFound((context) => errorResponse('NOT_FOUND', requestLocale(context.req.raw)))
  app.onError((error, context) => {
    const locale = requestLocale(context.req.raw)
    if (error instanceof ApiError) {
      logControlRefusal(context, error.code, auth?.trustProxy ?? admin?.trustProxy ?? false)
      return errorResponse(error.code, locale, error.localizedMessage?.(locale), error.headers, error.field)
    }
    const request = { method: context.req.method, path: new URL(context.req.url).pathname }
    if (isDatabaseUnavailable(error)) {
      log.warn('api', 'the database is unavailable', request)
      return errorResponse('UNAVAILABLE', locale, undefined, { 'retry-after': '5' })
    }
    // Unexpected: log the detail here, answer with the generic message (never a stack or SQL text).
    log.error('api', 'the request failed', { ...request, error, stack: error.stack })
    return errorResponse('INTERNAL', locale)
  })
  return app
}

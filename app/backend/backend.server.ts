import type { Hono } from 'hono'
import { env } from '~/config/env.server'
import { BACKUP_SCHEDULE_TIME_ZONE } from '~/config/env-schema-operations'
import { resolveSiteConfig, siteNames } from '~/config/site-config.server'
import { configuredSocialProviders } from '~/config/social-providers.server'
import { log } from '~/server/logging/log.server'
import { setMetricProbes } from '~/server/metrics/site-metrics.server'
import { createBackendApp } from './app'
import { bucketPlace, folderPlace } from './backup/backup-place.server'
import { createBackupRunner } from './backup/backup-runs.server'
import { startBackupSchedule } from './backup/backup-schedule.server'
import { type ContentChangeWatch, startContentChangeWatch } from './content/content-change-watch.server'
import { createSharedCachePurge } from './content/shared-cache-purge.server'
import { bundledMigrations } from './db/bundled-migrations'
import { type OpenDatabase, openDatabase } from './db/database.server'
import { DEMO_MARKS_MIGRATION } from './db/demo-items-schema'
import { migrate } from './db/migrate'
import { startSiteContent } from './demo/site-content-start'
import { createPublicReadCache, type PublicReadCache } from './http/public-read-cache'
import { defaultPowSettings } from './inquiries/captcha/pow-captcha'
import { recaptchaVerifier } from './inquiries/captcha/recaptcha'
import { startUploadSweeper } from './inquiries/upload-reservations'
import { startBackendJobs } from './jobs/backend-jobs.server'
import type { PeriodicJob } from './jobs/periodic-job.server'
import { scheduledJobRuns } from './jobs/scheduled-job-runs'
import { outboxBacklog } from './mail/outbox.server'
import { configuredMalwareScanner } from './security/malware-scan/configured-scanner'
import { startDemoMember } from './sign-in/demo-member-setting'
import { siteContextWords } from './sign-in/password-context-words'
import { announceSmsSender, configuredSmsSender } from './sms/configured-sms-sender'
import { getFileStorage } from './storage/file-storage.server'

export interface RunningBackend {
  app: Hono
  database: OpenDatabase
  /** The answers of public reads kept in memory (undefined when API_CACHE_TTL_SECONDS is 0); a purge empties it. */
  publicReadCache: PublicReadCache | undefined
  /** Empties the caches when any process commits a change or a schedule's moment passes (decision 36). */
  contentChanges: ContentChangeWatch
  /** Timers of this process (mail outbox, retention); stopped on shutdown. */
  jobs: PeriodicJob[]
  stopUploadSweeper: () => void
}

/**
 * Kept on globalThis: the server bundle can hold this module twice (the Nitro plugin that starts it at boot and
 * the routes that use it), and two embedded databases on one data folder would corrupt it.
 */
const slot = globalThis as typeof globalThis & { __siteBackend?: Promise<RunningBackend> }

async function start(): Promise<RunningBackend> {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    pgliteOnThread: true,
  })
  const migrations = bundledMigrations()
  const applied = await migrate(database.db, migrations)
  const seeded = await startSiteContent({
    db: database.db,
    setting: env.DEMO_CONTENT,
    siteUrl: env.SITE_URL,
    upgradedToDemoMarks: applied.length < migrations.length && applied.includes(DEMO_MARKS_MIGRATION),
  })
  const demo = await startDemoMember({
    db: database.db,
    setting: env.DEMO_MEMBER,
    siteUrl: env.SITE_URL,
    embeddedDatabase: database.driver === 'pglite',
  })
  log.info(
    'backend',
    `${database.driver} ready${applied.length ? `, applied ${applied.join(', ')}` : ''}${seeded ? ', loaded the demo content' : ''}${demo === 'added' ? ', added the demo member' : ''}`,
  )
  setMetricProbes({ outbox: () => outboxBacklog(database.db), pool: database.poolConnections })
  const storage = await getFileStorage()
  const stopUploadSweeper = startUploadSweeper(database.db, storage)
  const scanner = configuredMalwareScanner(env)
  const inquiries = {
    storage,
    scanner,
    trustProxy: env.TRUST_PROXY,
    rateLimit: { limit: env.INQUIRY_RATE_LIMIT, windowSeconds: env.INQUIRY_RATE_WINDOW_SECONDS },
    captcha: {
      hmacKey: env.CAPTCHA_HMAC_KEY,
      pow: { ...defaultPowSettings, maxNumber: env.CAPTCHA_MAX_NUMBER },
      recaptcha: env.RECAPTCHA_SECRET_KEY ? recaptchaVerifier(env.RECAPTCHA_SECRET_KEY) : undefined,
    },
  }
  const auth = {
    sessionTtlHours: env.SESSION_TTL_HOURS,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    reauthenticationMinutes: env.SESSION_REAUTH_MINUTES,
    signInFailureLimit: env.SIGN_IN_FAILURE_LIMIT,
    signUpLimit: env.SIGN_UP_LIMIT,
    phoneCodeClientLimit: env.SMS_CODE_LIMIT,
    trustProxy: env.TRUST_PROXY,
    providers: configuredSocialProviders(env),
    passwordContextWords: siteContextWords({
      names: siteNames(),
      siteUrl: env.SITE_URL,
    }),
  }
  const publicReadCache =
    env.API_CACHE_TTL_SECONDS > 0
      ? createPublicReadCache({ ttlMs: env.API_CACHE_TTL_SECONDS * 1000, maxBytes: env.API_CACHE_MAX_MB * 1024 * 1024 })
      : undefined
  const sms = configuredSmsSender(env)
  announceSmsSender(sms)
  const backups = createBackupRunner({
    db: database.db,
    driver: database.driver,
    storage,
    place: env.S3_BUCKET && env.S3_ACCESS_KEY_ID ? bucketPlace(storage, env.S3_BUCKET) : folderPlace(env.BACKUP_DIR),
    keep: env.BACKUP_KEEP,
    schedule: env.BACKUP_SCHEDULE ? { expression: env.BACKUP_SCHEDULE, timeZone: BACKUP_SCHEDULE_TIME_ZONE } : undefined,
  })
  const jobRuns = scheduledJobRuns()
  const app = createBackendApp({
    backups,
    db: database.db,
    inquiries,
    admin: {
      token: env.ADMIN_TOKEN,
      machineReach: env.ADMIN_TOKEN_FROM,
      storage,
      scanner,
      trustProxy: env.TRUST_PROXY,
      proofMinutes: env.STAFF_REAUTH_MINUTES,
    },
    jobs: jobRuns,
    auth,
    passwordReset: { siteUrl: env.SITE_URL, brandName: resolveSiteConfig('ko-KR').brandName },
    sms,
    brandName: resolveSiteConfig('ko-KR').brandName,
    publicReadCache,
    redirectLetterCase: env.REDIRECT_LETTER_CASE,
  })
  return {
    app,
    database,
    publicReadCache,
    contentChanges: startContentChangeWatch(
      database,
      publicReadCache,
      env.PURGE_URL ? createSharedCachePurge({ url: env.PURGE_URL, token: env.PURGE_TOKEN }) : undefined,
      jobRuns,
    ),
    jobs: [...startBackendJobs(database, storage, jobRuns), ...(env.BACKUP_SCHEDULE ? [startBackupSchedule(backups)] : [])],
    stopUploadSweeper,
  }
}

/**
 * The built-in backend of this process, started once (database opened, migrated, seeded).
 * A failed start is forgotten, so the next request tries again instead of failing forever.
 */
export function getBackend(): Promise<RunningBackend> {
  slot.__siteBackend ??= start().catch((error: unknown) => {
    slot.__siteBackend = undefined
    throw error
  })
  return slot.__siteBackend
}

/** The built-in backend serves this site unless an external API is configured. */
export const builtInBackendEnabled = !env.API_BASE_URL

/**
 * Stops the backend when the server shuts down: its timers first (letting a run in progress finish), then the
 * database. An embedded database left open is recovered at the next start, and its recovery leaves a timer that
 * keeps a later process from exiting on SIGTERM; a pool left open delays the exit by its idle timeout.
 */
export async function stopBackend(): Promise<void> {
  const running = await slot.__siteBackend?.catch(() => undefined)
  if (!running) return
  running.stopUploadSweeper()
  await Promise.all([running.contentChanges.stop(), ...running.jobs.map((job) => job.stop())])
  slot.__siteBackend = undefined
  await running.database.close()
}

import { Cron } from 'croner'
import * as v from 'valibot'

const wholeNumber = (pattern: RegExp, fallback: string, min: number, max: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(pattern, 'must be a number'), v.transform(Number), v.minValue(min), v.maxValue(max)),
    fallback,
  )

/**
 * How the server runs: the anonymous page cache (docs/decisions/0013-anonymous-page-cache.md), the built-in backend's
 * cache of public reads (0020), memory reports.
 */
export const operationsEnvEntries = {
  /** Seconds a page is served from memory before it is rendered again; 0 turns the cache off. */
  PAGE_CACHE_TTL_SECONDS: wholeNumber(/^\d{1,5}$/, '60', 0, 86_400),
  /** Megabytes the cache may hold; the least recently used pages go first. */
  PAGE_CACHE_MAX_MB: wholeNumber(/^\d{1,4}$/, '64', 1, 4096),
  /**
   * Seconds the built-in backend serves a public read (news, products, pharmacies...) from memory before it queries
   * the database again (docs/decisions/0020-public-read-cache.md); 0 turns that cache off.
   */
  API_CACHE_TTL_SECONDS: wholeNumber(/^\d{1,5}$/, '60', 0, 86_400),
  /** Megabytes that cache may hold; the least recently used answers go first. */
  API_CACHE_MAX_MB: wholeNumber(/^\d{1,4}$/, '16', 1, 4096),
  /** Seconds between two `memory {...}` lines on stdout (RSS, heap, array buffers; the bench's soak reads them); 0: none. */
  MEMORY_REPORT_SECONDS: wholeNumber(/^\d{1,5}$/, '0', 0, 86_400),
  /**
   * The port on 127.0.0.1 where the launcher serves `/metrics` (Prometheus' text format, every worker's figures counted
   * once); unset: no metrics endpoint.
   */
  METRICS_PORT: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number'), v.transform(Number), v.minValue(1), v.maxValue(65_535)),
  ),
  /**
   * Seconds the server keeps serving after SIGTERM, its health check answering 503 so a balancer sends nothing new,
   * before it closes and finishes what is in flight.
   */
  SHUTDOWN_DRAIN_SECONDS: wholeNumber(/^\d{1,3}$/, '5', 0, 600),
  /** Where `npm run backup` and the schedule write their archives, unless S3 is configured (then `backups/` in the bucket). */
  BACKUP_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), '.data/backups'),
  /** When to take a backup, as a cron expression in Korean time (`30 3 * * *`: every day at 03:30); unset: never on its own. */
  BACKUP_SCHEDULE: v.optional(
    v.pipe(v.string(), v.trim(), v.check(isCronExpression, 'must be a cron expression such as "30 3 * * *"')),
  ),
  /** How many archives to keep; the oldest go once a new backup succeeds. */
  BACKUP_KEEP: wholeNumber(/^\d{1,4}$/, '14', 1, 1000),
  /**
   * The shipped demo content (news, products, people, pharmacies, …; decision 123): unset, loaded into an empty database
   * only when SITE_URL is on loopback (as for DEMO_MEMBER); `on` anywhere; `off` never. Removing it is the console's.
   */
  DEMO_CONTENT: v.optional(v.picklist(['on', 'off'])),
}

/** The time zone the backup schedule is read in (the company's). */
export const BACKUP_SCHEDULE_TIME_ZONE = 'Asia/Seoul'

function isCronExpression(value: string): boolean {
  try {
    new Cron(value, { paused: true, timezone: BACKUP_SCHEDULE_TIME_ZONE }).stop()
    return value.length <= 100
  } catch {
    return false
  }
}

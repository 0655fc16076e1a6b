import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/database.server'

export interface RateLimitRule {
  /** What is limited, e.g. 'inquiry', 'sign-in', 'sms'. */
  bucket: string
  /** Whom it is limited for, e.g. a client IP or an email address. */
  key: string
  /** Hits allowed per window; the next one is refused. */
  limit: number
  windowSeconds: number
}

export interface RateLimitResult {
  allowed: boolean
  /** Hits in the current window, this one included. */
  hits: number
  remaining: number
  /** Seconds until the window ends (at least 1): the Retry-After of a refusal. */
  retryAfterSeconds: number
}

/** How often a call also removes the bucket's finished windows: cheap enough to do now and then, never needed for correctness. */
const PRUNE_PROBABILITY = 0.02

type Executor = Pick<Database, 'execute'>

/** The moment to count at (the database's clock unless given) and the start of its fixed window. */
function windowOf(windowSeconds: number, at: Date | undefined) {
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`
  const start = sql`to_timestamp(floor(extract(epoch from ${now}) / ${windowSeconds}::int) * ${windowSeconds}::int)`
  const retryAfter = (windowStart: SQL) =>
    sql`ceil(extract(epoch from (${windowStart} + make_interval(secs => ${windowSeconds}::int) - ${now})))::int`
  return { now, start, retryAfter }
}

function resultOf(rule: RateLimitRule, hits: number, retryAfter: unknown, allowed: boolean): RateLimitResult {
  return {
    allowed,
    hits,
    remaining: Math.max(0, rule.limit - hits),
    retryAfterSeconds: Math.max(1, Number(retryAfter ?? rule.windowSeconds)),
  }
}

/**
 * Counts one hit in a fixed window and says whether it is within the limit. The counter lives in PostgreSQL
 * (one atomic upsert), so the limit holds across processes; windows follow the database's clock, so the
 * processes' own clocks need not agree.
 */
export async function rateLimit(db: Executor, rule: RateLimitRule, at?: Date): Promise<RateLimitResult> {
  const { bucket, key, limit, windowSeconds } = rule
  const { now, start, retryAfter } = windowOf(windowSeconds, at)
  const result = await db.execute(sql`
    INSERT INTO rate_limit_counters (bucket, key, window_start, hits)
    VALUES (${bucket}, ${key}, ${start}, 1)
    ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
    RETURNING hits, ${retryAfter(sql`window_start`)} AS retry_after`)
  const row = (result as unknown as { rows: { hits: number | string; retry_after: number | string }[] }).rows[0]
  const hits = Number(row?.hits ?? 1)
  if (Math.random() < PRUNE_PROBABILITY) {
    await db.execute(
      sql`DELETE FROM rate_limit_counters WHERE bucket = ${bucket} AND window_start < ${now} - make_interval(secs => ${windowSeconds}::int)`,
    )
  }
  return resultOf(rule, hits, row?.retry_after, hits <= limit)
}

/**
 * Reads the current window's counter without counting a hit: `allowed` says whether one more hit would still
 * be within the limit. For limits on failures, which are counted only once an attempt has failed.
 */
export async function peekRateLimit(db: Executor, rule: RateLimitRule, at?: Date): Promise<RateLimitResult> {
  const { bucket, key, windowSeconds } = rule
  const { start, retryAfter } = windowOf(windowSeconds, at)
  const result = await db.execute(sql`
    SELECT coalesce((SELECT hits FROM rate_limit_counters WHERE bucket = ${bucket} AND key = ${key} AND window_start = ${start}), 0) AS hits,
      ${retryAfter(start)} AS retry_after`)
  const row = (result as unknown as { rows: { hits: number | string; retry_after: number | string }[] }).rows[0]
  const hits = Number(row?.hits ?? 0)
  return resultOf(rule, hits, row?.retry_after, hits < rule.limit)
}

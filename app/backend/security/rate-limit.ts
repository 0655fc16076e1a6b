import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'

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
 * A hit counted ahead of the work it limits (a password check, a code exchange): `release` takes it back when the
 * work turns out not to count (a right password), and a refusal reserved nothing.
 */
export interface RateLimitReservation {
  allowed: boolean
  retryAfterSeconds: number
  release(): Promise<void>
}

/**
 * Counts one hit only if the window still has room, in one statement: the check and the count cannot be separated
 * by parallel requests, so no more than `limit` attempts are ever under way or done in a window. The reserved hit
 * names its window, so a release after the window turned still takes back the right one.
 */
export async function reserveRateLimit(db: Executor, rule: RateLimitRule, at?: Date): Promise<RateLimitReservation> {
  const { bucket, key, limit, windowSeconds } = rule
  const { start, retryAfter } = windowOf(windowSeconds, at)
  const result = await db.execute(sql`
    WITH reserved AS (
      INSERT INTO rate_limit_counters (bucket, key, window_start, hits)
      VALUES (${bucket}, ${key}, ${start}, 1)
      ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
        WHERE rate_limit_counters.hits < ${limit}::int
      RETURNING window_start
    )
    SELECT (SELECT extract(epoch from window_start)::float8 FROM reserved) AS reserved_window,
      ${retryAfter(start)} AS retry_after`)
  const row = (result as unknown as { rows: { reserved_window: number | string | null; retry_after: number | string }[] }).rows[0]
  const reservedWindow = row?.reserved_window ?? null
  const retryAfterSeconds = Math.max(1, Number(row?.retry_after ?? windowSeconds))
  if (reservedWindow === null) return { allowed: false, retryAfterSeconds, release: async () => {} }
  return {
    allowed: true,
    retryAfterSeconds,
    release: async () => {
      await db.execute(sql`
        UPDATE rate_limit_counters SET hits = hits - 1
        WHERE bucket = ${bucket} AND key = ${key} AND window_start = to_timestamp(${Number(reservedWindow)}::float8) AND hits > 0`)
    },
  }
}

/**
 * Reserves one hit of every rule, or none: when one refuses, those reserved before it are released, and the answer
 * carries the refusing rule's wait.
 */
export async function reserveAll(db: Executor, rules: RateLimitRule[], at?: Date): Promise<RateLimitReservation> {
  // One rule after the other, in the caller's order, like locks taken in a fixed order: a burst cannot take the slots of
  // one rule with some requests and those of another with others, each then refused by the other rule and released,
  // which left fewer hits checked than either limit allows (and the limit open afterwards).
  const reserved: RateLimitReservation[] = []
  const releaseAll = async () => {
    await Promise.all(reserved.map((reservation) => reservation.release()))
  }
  for (const rule of rules) {
    const reservation = await reserveRateLimit(db, rule, at)
    if (!reservation.allowed) {
      await releaseAll()
      return { allowed: false, retryAfterSeconds: reservation.retryAfterSeconds, release: async () => {} }
    }
    reserved.push(reservation)
  }
  return { allowed: true, retryAfterSeconds: 0, release: releaseAll }
}

/** Counts one hit and refuses it (429 RATE_LIMITED, Retry-After) when it is over the limit. */
export async function assertWithinRateLimit(db: Executor, rule: RateLimitRule, at?: Date): Promise<void> {
  const verdict = await rateLimit(db, rule, at)
  if (!verdict.allowed) throw new ApiError('RATE_LIMITED', undefined, { 'retry-after': String(verdict.retryAfterSeconds) })
}

import { and, count, eq, gt, min, type SQL, sql } from 'drizzle-orm'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { rateLimitKeyOfIp } from '~/server/http/client-address'
import { log } from '~/server/logging/log.server'
import type { Database } from '../db/database.server'
import { phoneCodes } from '../db/member-area-schema'
import { ApiError } from '../http/api-error'
import { sha256Hex } from '../sign-in/opaque-token'
import { nowOf } from '../sign-in/sign-in-options'
import type { MemberAreaOptions } from './member-area-options'
import { hashPhoneCode, newPhoneCode, PHONE_CODE_TTL_MINUTES } from './phone-code-hash'

/** At most 5 codes per 10 minutes for one number, and for one client (issue 7). */
/** Codes per number in the window; per client it is the phoneCodeClientLimit option. */
export const PHONE_CODE_NUMBER_LIMIT = 5
export const PHONE_CODE_SEND_WINDOW_MS = 10 * 60_000
const MINUTE_MS = 60_000
/** Advisory lock class of the send limit: any constant, the same in every process. */
const SEND_LOCK_CLASS = 73_290_116

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Seconds until a window of codes matching `where` has room again; undefined when it has room now. */
async function waitFor(tx: Tx, where: SQL | undefined, limit: number, now: Date): Promise<number | undefined> {
  const [row] = await tx
    .select({ sent: count(), oldest: min(phoneCodes.createdAt) })
    .from(phoneCodes)
    .where(where)
  if (!row || row.sent < limit || !row.oldest) return undefined
  return Math.max(1, Math.ceil((new Date(row.oldest).getTime() + PHONE_CODE_SEND_WINDOW_MS - now.getTime()) / 1000))
}

/**
 * Stores a new code for the member and number unless the number (5) or the client (the option) has had its codes in
 * the last 10 minutes (a sliding window over the codes themselves, counted under a lock per number and per client so that
 * parallel requests cannot both take the fifth place). A newer code makes the member's older ones useless.
 */
async function storeCode(db: Database, row: typeof phoneCodes.$inferInsert, clientLimit: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // Always the number first, then the client: no two requests wait on each other's lock.
    for (const key of [`number:${row.mobile}`, `client:${row.clientKey}`])
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEND_LOCK_CLASS}, hashtext(${key}))`)
    const since = new Date(now.getTime() - PHONE_CODE_SEND_WINDOW_MS)
    const waits = [
      await waitFor(tx, and(eq(phoneCodes.mobile, row.mobile), gt(phoneCodes.createdAt, since)), PHONE_CODE_NUMBER_LIMIT, now),
      await waitFor(tx, and(eq(phoneCodes.clientKey, row.clientKey), gt(phoneCodes.createdAt, since)), clientLimit, now),
    ].filter((seconds) => seconds !== undefined)
    if (waits.length) {
      throw new ApiError('RATE_LIMITED', (locale) => m.api_error_too_many_codes({}, { locale }), {
        'retry-after': String(Math.max(...waits)),
      })
    }
    const [inserted] = await tx.insert(phoneCodes).values(row).returning({ id: phoneCodes.id })
    if (!inserted) throw new Error('the phone code row was not returned')
    return inserted.id
  })
}

/** POST /me/phone/code: a 6-digit code by SMS to the number, valid 3 minutes, single use. */
export async function sendPhoneCode(
  db: Database,
  memberId: string,
  mobile: string,
  clientIp: string | undefined,
  locale: Locale,
  options: MemberAreaOptions,
): Promise<{ expiresAt: string }> {
  const now = nowOf(options)
  const code = newPhoneCode()
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * MINUTE_MS)
  const id = await storeCode(
    db,
    {
      memberId,
      mobile,
      codeHash: await hashPhoneCode(db, memberId, mobile, code),
      clientKey: sha256Hex(rateLimitKeyOfIp(clientIp)),
      createdAt: now,
      expiresAt,
    },
    options.phoneCodeClientLimit,
    now,
  )
  const text = m.sms_verification_code({ brand: options.brandName, code, minutes: PHONE_CODE_TTL_MINUTES }, { locale })
  try {
    await options.sms.send(mobile, text)
  } catch (error) {
    // The code was never delivered: it expires at once, and still counts towards the limit.
    await db.update(phoneCodes).set({ expiresAt: now }).where(eq(phoneCodes.id, id))
    log.warn('sms', 'the verification code could not be sent', { error })
    throw new ApiError('UNAVAILABLE')
  }
  return { expiresAt: expiresAt.toISOString() }
}

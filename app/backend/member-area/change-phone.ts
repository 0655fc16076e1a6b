import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import { phoneCodes } from '../db/member-area-schema'
import { members } from '../db/member-schema'
import { ApiError } from '../http/api-error'
import { nowOf, type SignInOptions } from '../sign-in/sign-in-options'
import { PHONE_CODE_MAX_TRIES, phoneCodeMatches } from './phone-code-hash'

/**
 * Counts one check of the code, before comparing: only a code still open (unused, unexpired, fewer than 5 checks)
 * is counted, so however many requests arrive at once, at most five are ever compared.
 */
async function countCheck(db: Database, id: number, now: Date) {
  const [open] = await db
    .update(phoneCodes)
    .set({ tries: sql`${phoneCodes.tries} + 1` })
    .where(
      and(
        eq(phoneCodes.id, id),
        isNull(phoneCodes.usedAt),
        gt(phoneCodes.expiresAt, now),
        lt(phoneCodes.tries, PHONE_CODE_MAX_TRIES),
      ),
    )
    .returning()
  return open
}

/**
 * POST /me/phone: when the code is the member's latest, for this number, still open and right, it is used up and
 * the number becomes the member's. No open code (none sent, another number's, too old, used, or checked 5 times):
 * CODE_EXPIRED; a wrong code: CODE_MISMATCH. The number may be another member's too (families share one).
 */
export async function changePhone(
  db: Database,
  memberId: string,
  body: { mobile: string; code: string },
  options: Pick<SignInOptions, 'clock'>,
): Promise<{ mobile: string }> {
  const now = nowOf(options)
  const [latest] = await db
    .select({ id: phoneCodes.id, mobile: phoneCodes.mobile })
    .from(phoneCodes)
    .where(eq(phoneCodes.memberId, memberId))
    .orderBy(desc(phoneCodes.id))
    .limit(1)
  if (!latest || latest.mobile !== body.mobile) throw new ApiError('CODE_EXPIRED')
  const open = await countCheck(db, latest.id, now)
  if (!open) throw new ApiError('CODE_EXPIRED')
  if (!(await phoneCodeMatches(db, open, body.code))) throw new ApiError('CODE_MISMATCH')
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(phoneCodes)
      .set({ usedAt: now })
      .where(and(eq(phoneCodes.id, open.id), isNull(phoneCodes.usedAt)))
      .returning({ id: phoneCodes.id })
    if (!used) throw new ApiError('CODE_EXPIRED')
    await tx
      .update(members)
      .set({ mobile: body.mobile })
      .where(and(eq(members.id, memberId), eq(members.status, 'active')))
    return { mobile: body.mobile }
  })
}

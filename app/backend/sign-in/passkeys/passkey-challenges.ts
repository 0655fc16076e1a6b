import { and, eq, gt, isNull, lte } from 'drizzle-orm'
import { PASSKEY_CHALLENGE_TTL_MS, type PasskeyCeremony } from '~/api/contract/passkey-endpoints'
import type { Database } from '../../db/database.server'
import { passkeyChallenges } from '../../db/passkey-schema'

/** Whose a registration is; a sign-in's challenge names nobody. */
export type PasskeyOwner = { memberId: string; staffId?: undefined } | { staffId: string; memberId?: undefined }

/**
 * Keeps a challenge given for `ceremony` (and, for a registration, its owner) for PASSKEY_CHALLENGE_TTL_MS; the ones
 * that served their time go as new ones come.
 */
export async function keepChallenge(
  db: Pick<Database, 'insert' | 'delete'>,
  challenge: string,
  ceremony: PasskeyCeremony,
  owner: PasskeyOwner | undefined,
  now: Date,
): Promise<void> {
  await db.delete(passkeyChallenges).where(lte(passkeyChallenges.expiresAt, now))
  await db.insert(passkeyChallenges).values({
    challenge,
    ceremony,
    memberId: owner?.memberId ?? null,
    staffId: owner?.staffId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
  })
}

/** The challenge a browser signed, read from its client data (base64url JSON); undefined when there is none. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'))
    const challenge = (data as { challenge?: unknown } | null)?.challenge
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 128 ? challenge : undefined
  } catch {
    return undefined
  }
}

/**
 * Spends the challenge of a browser's answer: it must be live, given for this ceremony and owner. One statement, so
 * that of two answers with the same challenge one only finds it. Answers the challenge, or undefined.
 */
export async function spendChallenge(
  db: Pick<Database, 'delete'>,
  clientDataJSON: string,
  ceremony: PasskeyCeremony,
  owner: PasskeyOwner | undefined,
  now: Date,
): Promise<string | undefined> {
  const challenge = challengeOf(clientDataJSON)
  if (!challenge) return undefined
  const spent = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.ceremony, ceremony),
        gt(passkeyChallenges.expiresAt, now),
        owner?.memberId ? eq(passkeyChallenges.memberId, owner.memberId) : isNull(passkeyChallenges.memberId),
        owner?.staffId ? eq(passkeyChallenges.staffId, owner.staffId) : isNull(passkeyChallenges.staffId),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge })
  return spent[0]?.challenge
}

/**
 * The self-hosted proof of work (ALTCHA v1 protocol): the server signs a challenge, the browser finds the number
 * whose hash with the salt equals the challenge, and sends challenge and number back as a base64 JSON payload.
 */
export interface ProofOfWorkChallenge {
  algorithm: string
  challenge: string
  maxnumber?: number
  salt: string
  signature: string
}

/** altcha-lib's default search range when the challenge names none. */
export const DEFAULT_MAX_NUMBER = 1_000_000

/** A solution this close to its challenge's expiry is solved again before sending, so it is not refused in transit. */
export const EXPIRY_MARGIN_MS = 60_000

/** The payload the server verifies (the `captcha` field), as ALTCHA's widget sends it. */
export function encodeProofOfWork(challenge: ProofOfWorkChallenge, number: number): string {
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  }
  return btoa(JSON.stringify(payload))
}

/** When the challenge stops being accepted (altcha-lib puts `?expires=<unix seconds>` in the salt), if it says. */
export function challengeExpiresAt(challenge: ProofOfWorkChallenge): number | undefined {
  const query = challenge.salt.split('?')[1]
  const seconds = Number(new URLSearchParams(query ?? '').get('expires') ?? Number.NaN)
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined
}

export function isStale(challenge: ProofOfWorkChallenge, now: number): boolean {
  const expiresAt = challengeExpiresAt(challenge)
  return expiresAt !== undefined && expiresAt - now < EXPIRY_MARGIN_MS
}

/** Splits 0..max into `parts` contiguous ranges, one per worker. */
export function searchRanges(max: number, parts: number): Array<{ start: number; end: number }> {
  const count = Math.max(1, Math.min(parts, max + 1))
  const step = Math.ceil((max + 1) / count)
  return Array.from({ length: count }, (_, index) => ({
    start: index * step,
    end: Math.min(max, (index + 1) * step - 1),
  })).filter((range) => range.start <= range.end)
}

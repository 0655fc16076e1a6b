import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib/v1'
import { describe, expect, it } from 'vitest'
import { challengeExpiresAt, EXPIRY_MARGIN_MS, encodeProofOfWork, isStale, searchRanges } from './proof-of-work'

describe('proof of work', () => {
  it('produces a payload the server-side verifier accepts', async () => {
    const hmacKey = 'test-key'
    const challenge = await createChallenge({ hmacKey, maxnumber: 2000, expires: new Date(Date.now() + 600_000) })
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise
    expect(solution).not.toBeNull()
    const payload = encodeProofOfWork(challenge, solution?.number ?? -1)
    expect(await verifySolution(payload, hmacKey)).toBe(true)
    expect(await verifySolution(encodeProofOfWork(challenge, (solution?.number ?? 0) + 1), hmacKey)).toBe(false)
  })

  it('reads the expiry the server put in the salt', () => {
    const base = { algorithm: 'SHA-256', challenge: 'c', signature: 's' }
    expect(challengeExpiresAt({ ...base, salt: 'abc?expires=1900000000' })).toBe(1_900_000_000_000)
    expect(challengeExpiresAt({ ...base, salt: 'abc' })).toBeUndefined()
    const expires = 1_900_000_000_000
    const salt = `abc?expires=${expires / 1000}`
    expect(isStale({ ...base, salt }, expires - EXPIRY_MARGIN_MS - 1)).toBe(false)
    expect(isStale({ ...base, salt }, expires - 1000)).toBe(true)
    expect(isStale({ ...base, salt: 'abc' }, Date.now())).toBe(false)
  })

  it('splits the search into ranges that cover every number once', () => {
    for (const [max, parts] of [
      [10_000, 3],
      [10, 4],
      [1, 8],
      [0, 2],
    ] as const) {
      const ranges = searchRanges(max, parts)
      const covered = ranges.flatMap(({ start, end }) => Array.from({ length: end - start + 1 }, (_, i) => start + i))
      expect(covered, `${max}/${parts}`).toEqual(Array.from({ length: max + 1 }, (_, i) => i))
    }
  })
})

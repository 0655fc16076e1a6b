import { argon2, randomBytes, timingSafeEqual } from 'node:crypto'

/** OWASP's minimum for Argon2id (m=19 MiB, t=2, p=1). Stored with each hash, so they can be raised later. */
export const argon2idParameters = { memory: 19_456, passes: 2, parallelism: 1 } as const
const SALT_BYTES = 16
const TAG_BYTES = 32

/** Bounds a stored hash's parameters must keep, so a corrupt row cannot make one check cost gigabytes. */
const MAX_MEMORY_KIB = 1_048_576
const MAX_PASSES = 16
const MAX_PARALLELISM = 16

interface ParsedHash {
  memory: number
  passes: number
  parallelism: number
  salt: Buffer
  hash: Buffer
}

const PHC_PATTERN = /^\$argon2id\$v=19\$m=(\d{1,8}),t=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9+/]{11,})\$([A-Za-z0-9+/]{22,})$/

/** PHC strings use standard base64 without padding. */
const toB64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '')

/** The parameters, salt and tag of a stored `$argon2id$v=19$m=…,t=…,p=…$salt$hash`; undefined when it is not one. */
export function parsePasswordHash(stored: string): ParsedHash | undefined {
  const match = PHC_PATTERN.exec(stored)
  if (!match) return undefined
  const [memory, passes, parallelism] = [match[1], match[2], match[3]].map(Number) as [number, number, number]
  const salt = Buffer.from(match[4] ?? '', 'base64')
  const hash = Buffer.from(match[5] ?? '', 'base64')
  const sane =
    parallelism >= 1 &&
    parallelism <= MAX_PARALLELISM &&
    passes >= 1 &&
    passes <= MAX_PASSES &&
    memory >= 8 * parallelism &&
    memory <= MAX_MEMORY_KIB &&
    salt.length >= 8 &&
    hash.length >= 16 &&
    hash.length <= 64
  return sane ? { memory, passes, parallelism, salt, hash } : undefined
}

function derive(password: string, parameters: Omit<ParsedHash, 'hash'>, tagLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      {
        // NIST SP 800-63B: normalise, so the same password typed on another keyboard or system still matches.
        message: Buffer.from(password.normalize('NFKC'), 'utf8'),
        nonce: parameters.salt,
        memory: parameters.memory,
        passes: parameters.passes,
        parallelism: parameters.parallelism,
        tagLength,
      },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })
}

type Argon2idCost = Pick<ParsedHash, 'memory' | 'passes' | 'parallelism'>
let newHashCost: Argon2idCost = argon2idParameters

/**
 * The contract tests' cost for new hashes (tests/setup/test-password-cost.ts): they sign up, enrol and sign in
 * thousands of times, and OWASP's cost was a fifth of their time. Nothing else calls it; a check reads each hash's own
 * parameters, so what a test proves about signing in holds at any cost, and password-hash.test.ts holds the real one.
 */
export function lowerPasswordCostForTests(cost: Argon2idCost): void {
  newHashCost = cost
}

/** A new PHC string for the password, with a fresh salt and the current parameters. */
export async function hashPassword(password: string): Promise<string> {
  const { memory, passes, parallelism } = newHashCost
  const salt = randomBytes(SALT_BYTES)
  const hash = await derive(password, { memory, passes, parallelism, salt }, TAG_BYTES)
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${toB64(salt)}$${toB64(hash)}`
}

/** Whether the password matches the stored hash, compared in constant time; false for anything unreadable. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored)
  if (!parsed) return false
  const derived = await derive(password, parsed, parsed.hash.length)
  return timingSafeEqual(derived, parsed.hash)
}

let dummyHash: Promise<string> | undefined

/**
 * Spends the same time as checking a real password and answers false: run when there is no hash to check
 * (unknown email, social-only member), so the answer's timing does not tell whether the account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'))
  await verifyPassword(password, await dummyHash)
  return false
}

import { createHash, randomBytes } from 'node:crypto'

const TOKEN_BYTES = 32

/** A new secret for a session, a sign-up ticket or the like: 256 random bits, base64url (43 characters). */
export function newOpaqueToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url')
}

/** What is stored of a token (or a state, or a rate-limit key): its SHA-256 in hex. A token's own entropy makes a salt or a slow hash needless. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex')
}

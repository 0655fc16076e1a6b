import { randomFillSync } from 'node:crypto'

const NONCE_BYTES = 16

/**
 * Random bytes are drawn 4 kB at a time, one system call for 256 nonces: drawing them one nonce at a time was a
 * cached page's largest fixed cost after copying its bytes. Each nonce is handed out once, as Node's randomUUID does.
 */
const pool = Buffer.alloc(4096)
let offset = pool.length

/** A fresh CSP nonce: 128 random bits, base64. */
export function createNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    randomFillSync(pool)
    offset = 0
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES)
  offset += NONCE_BYTES
  return nonce
}

import { describe, expect, it } from 'vitest'
import { argon2idParameters, hashPassword, parsePasswordHash, verifyAgainstDummy, verifyPassword } from './password-hash'

describe('password hashes (Argon2id, PHC strings)', () => {
  it('stores the OWASP parameters, a 16-byte salt and a 32-byte tag, and verifies the right password only', async () => {
    const stored = await hashPassword('correct horse battery staple')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/)
    expect(parsePasswordHash(stored)).toMatchObject({ ...argon2idParameters })
    expect(parsePasswordHash(stored)?.salt).toHaveLength(16)
    expect(parsePasswordHash(stored)?.hash).toHaveLength(32)
    await expect(verifyPassword('correct horse battery staple', stored)).resolves.toBe(true)
    await expect(verifyPassword('correct horse battery stapler', stored)).resolves.toBe(false)
    await expect(verifyPassword('', stored)).resolves.toBe(false)
  })

  it('salts each hash: the same password twice gives two different strings that both verify', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')])
    expect(first).not.toBe(second)
    await expect(verifyPassword('same password', second)).resolves.toBe(true)
  })

  it('verifies a hash made by the reference implementation, with the parameters read from the string', async () => {
    // phc-winner-argon2's own test vector (src/test.c): "password", salt "somesalt", m=256 KiB, t=2, p=1.
    const reference = '$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4'
    expect(parsePasswordHash(reference)).toMatchObject({ memory: 256, passes: 2, parallelism: 1 })
    await expect(verifyPassword('password', reference)).resolves.toBe(true)
    await expect(verifyPassword('passwore', reference)).resolves.toBe(false)
  })

  it('refuses tampered or foreign strings instead of throwing', async () => {
    const stored = await hashPassword('secret-password')
    const tag = stored.slice(stored.lastIndexOf('$') + 1)
    const flipped = `${stored.slice(0, stored.lastIndexOf('$') + 1)}${tag[0] === 'A' ? 'B' : 'A'}${tag.slice(1)}`
    await expect(verifyPassword('secret-password', flipped)).resolves.toBe(false)
    await expect(verifyPassword('secret-password', stored.replace('t=2', 't=3'))).resolves.toBe(false)
    await expect(verifyPassword('secret-password', stored.replace('argon2id', 'argon2i'))).resolves.toBe(false)
    await expect(verifyPassword('secret-password', stored.replace('m=19456', 'm=99999999'))).resolves.toBe(false)
    await expect(verifyPassword('secret-password', '$2b$10$abcdefghijklmnopqrstuu')).resolves.toBe(false)
    await expect(verifyPassword('secret-password', '')).resolves.toBe(false)
  })

  it('matches a password typed in another Unicode normalisation form', async () => {
    const composed = '비밀번호-한글'.normalize('NFC')
    const stored = await hashPassword(composed)
    await expect(verifyPassword(composed.normalize('NFD'), stored)).resolves.toBe(true)
  })

  it('answers false for the dummy check whatever the password', async () => {
    await expect(verifyAgainstDummy('anything')).resolves.toBe(false)
  })
})

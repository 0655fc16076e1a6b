import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import * as v from 'valibot'
import type { Database } from '../db/database.server'
import { type SiteSecretName, sharedSecret } from '../security/shared-secret'
import { SIGNATURE_ENTRY } from './backup-manifest'
import { damagedArchive, RestoreRefusal } from './restore-refusal'
import type { SiteSecrets } from './site-secrets'

/**
 * A backup's signature (docs/decisions/0108): an HMAC-SHA256 of its manifest, which holds every other entry's SHA-256,
 * with a key derived from the site's own keys; the operator holds it in the keys file (`npm run backup -- secrets`).
 * Derived from the key that seals the staff's authenticator keys: every keys file ever exported holds it, and the keys
 * that check an archive are exactly the ones that open its staff's authenticators. HKDF keeps the two uses apart.
 */

const ROOT_KEY: SiteSecretName = 'totp-secret-key'

const signatureFile = v.object({
  format: v.literal('site-backup-signature'),
  algorithm: v.literal('HMAC-SHA256'),
  /** Names the signing key (an HMAC of a constant with it), so that another site's keys are told from an alteration. */
  keyId: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/)),
  manifest: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
})
type SignatureFile = v.InferOutput<typeof signatureFile>

const signingKey = (rootKey: string) => Buffer.from(hkdfSync('sha256', rootKey, '', 'site-backup signing key', 32))
const keyIdOf = (key: Buffer) => createHmac('sha256', key).update('site-backup key id').digest('hex').slice(0, 16)
const hmacOf = (key: Buffer, bytes: Buffer) => createHmac('sha256', key).update(bytes).digest()

/** The signature entry's bytes for `manifest` (its bytes as written), with the site's key. */
export async function signatureOf(db: Database, manifest: Buffer): Promise<Buffer> {
  const key = signingKey(await sharedSecret(db, ROOT_KEY))
  const signature: SignatureFile = {
    format: 'site-backup-signature',
    algorithm: 'HMAC-SHA256',
    keyId: keyIdOf(key),
    manifest: hmacOf(key, manifest).toString('hex'),
  }
  return Buffer.from(JSON.stringify(signature, null, 2), 'utf8')
}

export interface SignatureCheck {
  /**
   * The site's keys, exported apart (site-secrets.ts): they check the signature, and a restore puts them back; without
   * them the site generates new ones at start.
   */
  secrets?: SiteSecrets
  /** Restore an archive whose signature cannot be checked (none, or no keys to check it with). */
  allowUnsigned?: boolean
}

const UNSIGNED_HINT =
  'if you trust where the archive was kept, add --allow-unsigned to restore it on its checksums alone (anyone who could write it could have altered it)'

function parsedSignature(bytes: Buffer): SignatureFile {
  try {
    return v.parse(signatureFile, JSON.parse(bytes.toString('utf8')))
  } catch {
    throw damagedArchive(`${SIGNATURE_ENTRY} is not a signature this release reads`)
  }
}

/**
 * Checks the manifest's signature before anything in the manifest is trusted; whether it was checked. Refuses an
 * archive without one, or signed where no keys were given to check it, unless `allowUnsigned`; with keys, always
 * checks: refuses another site's keys (OTHER_SITES_KEYS) and an archive altered since it was signed (ALTERED_ARCHIVE).
 */
export function checkSignature(manifest: Buffer, signature: Buffer | undefined, check: SignatureCheck): boolean {
  const rootKey = check.secrets?.[ROOT_KEY]
  if (!signature) {
    if (check.allowUnsigned) return false
    throw new RestoreRefusal(
      'UNSIGNED_ARCHIVE',
      `the archive is not signed (it was taken before backups were signed, or its signature was removed): ${UNSIGNED_HINT}`,
    )
  }
  const signed = parsedSignature(signature)
  if (!rootKey) {
    if (check.allowUnsigned) return false
    const missing = check.secrets
      ? `the keys file holds no ${ROOT_KEY}, which checks it`
      : 'give the keys file of its site with --secrets FILE (as npm run backup -- secrets wrote it) to check it'
    throw new RestoreRefusal(
      'UNSIGNED_ARCHIVE',
      `the archive is signed with its site's keys: ${missing}; without them, ${UNSIGNED_HINT}`,
    )
  }
  const key = signingKey(rootKey)
  if (signed.keyId !== keyIdOf(key)) {
    throw new RestoreRefusal(
      'OTHER_SITES_KEYS',
      "the keys file is another site's: the archive was signed with other keys. Give the keys file of the site the archive was taken from (with these keys its staff could not sign in)",
    )
  }
  if (!timingSafeEqual(Buffer.from(signed.manifest, 'hex'), hmacOf(key, manifest))) {
    throw new RestoreRefusal(
      'ALTERED_ARCHIVE',
      'the archive was altered after it was signed: its manifest does not match its signature',
    )
  }
  return true
}

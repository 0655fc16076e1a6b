import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

/** The site's public address in most contract tests (the backend's default SITE_URL). */
const DEFAULT_ORIGIN = 'http://localhost:3000'

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url')

/** Flags of authenticator data (WebAuthn §6.1): user present, user verified, attested credential data included. */
const UP = 0x01
const UV = 0x04
const AT = 0x40

interface Ceremony {
  /** The origin the browser says the page was on. */
  origin?: string
  /** The relying party id the authenticator hashes into its data. */
  rpId?: string
  /** Whether the user was verified (fingerprint, PIN): the site requires it. */
  userVerified?: boolean
  /** The challenge signed, when not the options' own (a test of another challenge). */
  challenge?: string
}

/**
 * A software authenticator for the contract tests, as a browser and a platform authenticator answer together: an ES256
 * (P-256) key of its own, `none` attestation, a signature counter. It builds the authenticator data and the client data
 * JSON byte by byte, so that the backend checks exactly what a real browser would send.
 */
export class TestAuthenticator {
  /** The site's origin, and its host name as the relying party's id. */
  private readonly origin: string
  private readonly rpId: string
  readonly credentialId = b64url(randomBytes(16))
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  private counter = 0
  private userHandle = ''
  /** Whether it keeps a signature counter: many platform passkeys do not, and sign 0 every time. */
  private readonly counts: boolean

  constructor(siteUrl = DEFAULT_ORIGIN, { keepsCounter = true } = {}) {
    this.origin = new URL(siteUrl).origin
    this.rpId = new URL(siteUrl).hostname
    this.counts = keepsCounter
  }

  /** A copy of this authenticator as it is now (its key, its counter): a cloned device, which signs the same counters. */
  clone(): TestAuthenticator {
    return Object.assign(Object.create(TestAuthenticator.prototype) as TestAuthenticator, this)
  }

  private authenticatorData(rpId: string, flags: number, attested?: Uint8Array): Buffer {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(this.counter)
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])])
  }

  /** The credential's public key as a COSE_Key (EC2, P-256, ES256). */
  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' })
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    )
  }

  /** navigator.credentials.create()'s answer to registration options, as startRegistration gives it. */
  register(options: { challenge: string; user: { id: string } }, ceremony: Ceremony = {}) {
    this.userHandle = options.user.id
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: ceremony.challenge ?? options.challenge,
      origin: ceremony.origin ?? this.origin,
      crossOrigin: false,
    })
    const id = Buffer.from(this.credentialId, 'base64url')
    const length = Buffer.alloc(2)
    length.writeUInt16BE(id.length)
    const attested = Buffer.concat([Buffer.alloc(16), length, id, this.coseKey()])
    const flags = UP | (ceremony.userVerified === false ? 0 : UV) | AT
    const authData = this.authenticatorData(ceremony.rpId ?? this.rpId, flags, attested)
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    )
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    }
  }

  /** navigator.credentials.get()'s answer to authentication options, signed with the key; the counter moves on (if it keeps one). */
  authenticate(options: { challenge: string }, ceremony: Ceremony = {}) {
    if (this.counts) this.counter += 1
    const clientData = JSON.stringify({
      type: 'webauthn.get',
      challenge: ceremony.challenge ?? options.challenge,
      origin: ceremony.origin ?? this.origin,
      crossOrigin: false,
    })
    const flags = UP | (ceremony.userVerified === false ? 0 : UV)
    const authData = this.authenticatorData(ceremony.rpId ?? this.rpId, flags)
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey)
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle || undefined,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    }
  }
}

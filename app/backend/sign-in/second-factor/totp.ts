import { randomBytes } from 'node:crypto'
import { createTOTPKeyURI, verifyHOTP } from '@oslojs/otp'

/** RFC 6238's defaults, which every authenticator app reads: 30-second steps, 6 digits, HMAC-SHA1. */
export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6
/** 160 bits, the length RFC 4226 recommends for an HMAC-SHA1 key (ASVS 6.5.3: from the CSPRNG). */
const SECRET_BYTES = 20
/** A code of the step before or after the current one is accepted too: clocks drift (RFC 6238 §5.2). */
const DRIFT_STEPS = 1

export function newTotpKey(): Uint8Array {
  return new Uint8Array(randomBytes(SECRET_BYTES))
}

/** The time step a moment falls in. */
export function timeStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS)
}

/** The otpauth:// URI an authenticator app scans, with the brand as issuer; its `secret` is the key in base32. */
export function totpKeyUri(issuer: string, accountName: string, key: Uint8Array): string {
  return createTOTPKeyURI(issuer, accountName, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS)
}

/** The key as the member types it into an app by hand: base32, in groups of four. */
export function manualEntryKey(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? ''
  return secret.replace(/(.{4})(?=.)/g, '$1 ')
}

export const looksLikeTotpCode = (code: string) => /^\d{6}$/.test(code)

/**
 * The time step whose code this is, among the current step and its neighbours, and later than the last step a code
 * was accepted at (so a code, or an older one, cannot be used again); undefined when none matches.
 */
export function matchingTimeStep(key: Uint8Array, code: string, now: Date, lastUsedStep: number | null): number | undefined {
  if (!looksLikeTotpCode(code)) return undefined
  const current = timeStepAt(now)
  for (const step of [current, current - DRIFT_STEPS, current + DRIFT_STEPS]) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue
    if (verifyHOTP(key, BigInt(step), TOTP_DIGITS, code)) return step
  }
  return undefined
}

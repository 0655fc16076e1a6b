import { generateHOTP } from '@oslojs/otp'
import { secondFactorEndpoints } from '~/api/contract/second-factor-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { type AuthHarness, type CallOptions, PASSWORD, send, setUpAuthHarness } from './auth-support'
import type { TransportName } from './harness'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** The wrong passwords or codes the second factor's tests allow before a refusal (signInFailureLimit). */
export const FAILURE_LIMIT = 5

/** The sign-in calls on a harness of the file's own, with FAILURE_LIMIT. */
export function setUpSecondFactorHarness(): AuthHarness {
  return setUpAuthHarness(() => ({ signInFailureLimit: FAILURE_LIMIT }))
}

/** Hands out client addresses 198.51.100.1, .2, … one a call. */
export function freshAddresses(): () => string {
  let ips = 0
  return () => {
    ips += 1
    return `198.51.100.${ips}`
  }
}

/** The key of an otpauth:// URI's `secret` (RFC 4648 base32, no padding), as an authenticator app reads it. */
export function keyOfUri(uri: string): Uint8Array {
  const secret = new URL(uri).searchParams.get('secret') ?? ''
  let bits = ''
  for (const char of secret) bits += BASE32.indexOf(char).toString(2).padStart(5, '0')
  const bytes = bits.match(/.{8}/g) ?? []
  return new Uint8Array(bytes.map((byte) => Number.parseInt(byte, 2)))
}

/** The code an authenticator app shows at the harness clock's time, `steps` 30-second steps off. */
export function codeAt(harness: AuthHarness, key: Uint8Array, steps = 0): string {
  const step = Math.floor(harness.clock.now.getTime() / 30_000) + steps
  return generateHOTP(key, BigInt(step), 6)
}

/** A six-digit code that is none of those of the current step and its neighbours. */
export function wrongCode(harness: AuthHarness, key: Uint8Array): string {
  const near = new Set([-1, 0, 1].map((steps) => codeAt(harness, key, steps)))
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0')
    if (!near.has(code)) return code
  }
}

export interface Enrolled {
  key: Uint8Array
  uri: string
  secret: string
  recoveryCodes: string[]
}

/** Sets up and confirms the member's second factor with a current code (the session must be recent). */
export async function enrol(
  harness: AuthHarness,
  name: TransportName,
  token: string,
  options: CallOptions = {},
): Promise<Enrolled> {
  const setup = await send(harness, name, secondFactorEndpoints.setup, {}, { token, ...options })
  if (setup.status !== 200 || !setup.json.data) throw new Error(`setup refused: ${setup.status} ${JSON.stringify(setup.json)}`)
  const key = keyOfUri(setup.json.data.uri)
  const confirmed = await send(harness, name, secondFactorEndpoints.confirm, { body: { code: codeAt(harness, key) } }, { token })
  if (confirmed.status !== 200 || !confirmed.json.data) {
    throw new Error(`confirmation refused: ${confirmed.status} ${JSON.stringify(confirmed.json)}`)
  }
  return { key, ...setup.json.data, recoveryCodes: confirmed.json.data.recoveryCodes }
}

/** A password sign-in; answers the second-factor ticket it asks for (or throws). */
export async function ticketOf(harness: AuthHarness, name: TransportName, email: string, options: CallOptions = {}) {
  const login = await send(harness, name, signInEndpoints.login, { body: { email, password: PASSWORD } }, options)
  const data = login.json.data
  if (login.status !== 200 || !data || !('secondFactorRequired' in data)) {
    throw new Error(`no second-factor step: ${login.status} ${JSON.stringify(login.json)}`)
  }
  return data.secondFactorTicket
}

export function secondFactor(
  harness: AuthHarness,
  name: TransportName,
  secondFactorTicket: string,
  code: string,
  options: CallOptions = {},
) {
  return send(harness, name, signInEndpoints.loginSecondFactor, { body: { secondFactorTicket, code } }, options)
}

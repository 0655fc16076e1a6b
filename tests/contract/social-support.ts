import { afterAll } from 'vitest'
import { type SocialProvider, signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { type AuthHarness, type CallOptions, send, setUpAuthHarness } from './auth-support'
import type { TransportName } from './harness'
import { authorize, type MockProvider, type Person, providerConfigs, startMockProviders } from './oauth-providers'

export interface SocialHarness extends AuthHarness {
  providers: Record<SocialProvider, MockProvider>
}

/** The auth harness with the four providers configured, each a real OAuth 2.0 server on loopback. */
export function setUpSocialHarness(): SocialHarness {
  const harness = setUpAuthHarness(async () => {
    harness.providers = await startMockProviders()
    return { providers: providerConfigs(harness.providers) }
  }) as SocialHarness
  afterAll(async () => {
    await Promise.all(Object.values(harness.providers ?? {}).map((mock) => mock.server.stop()))
  })
  return harness
}

let counter = 0
/** A new person (account id, name) with the given email; ids are digits so that Kakao's numeric id fits. */
export function newPerson(email: string | undefined, verified: boolean, name = '소셜 회원'): Person {
  counter += 1
  return { id: String(9_000_000 + counter), email, name, verified }
}

export const callbackOf = (provider: SocialProvider) => `https://site.example/auth/callback/${provider}`
export const newState = () => `state-${Math.random().toString(36).slice(2)}-${Date.now()}`

let ips = 0
const freshIp = () => {
  ips += 1
  return `203.0.113.${ips % 250}`
}

export interface SignInInput {
  code?: string
  clientId?: string
  redirectUri?: string
  state?: string
}

/** A social sign-in as the site makes it after the provider's callback: authorize, then POST /auth/{provider}. */
export async function socialSignIn(
  harness: SocialHarness,
  name: TransportName,
  provider: SocialProvider,
  person: Person,
  input: SignInInput = {},
  options: CallOptions = {},
) {
  const mock = harness.providers[provider]
  mock.person = person
  const redirectUri = input.redirectUri ?? callbackOf(provider)
  const state = input.state ?? newState()
  const code = input.code ?? (await authorize(mock, redirectUri, state))
  const body = { code, clientId: input.clientId ?? mock.config.clientId, redirectUri, state }
  return send(harness, name, signInEndpoints.socialLogin, { params: { provider }, body }, { clientIp: freshIp(), ...options })
}

/** Redeems a consent ticket with the consents given. */
export function completeSignup(harness: SocialHarness, name: TransportName, signupTicket: string, options: CallOptions = {}) {
  return send(
    harness,
    name,
    signInEndpoints.completeSocialSignup,
    { body: { signupTicket, termsAgree: true, privacyAgree: true } },
    options,
  )
}

import { buildApiRequest } from '~/api/client.server'
import type { Endpoint, EndpointData, EndpointInput } from '~/api/contract/endpoint'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import type { SignInOptionsInput } from '~/backend/sign-in/sign-in-options'
import { type ContractHarness, setUpContractHarness, type TransportName } from './harness'

export interface AuthHarness extends ContractHarness {
  /** The backend's clock: tests move it instead of sleeping. */
  clock: { now: Date }
}

/** Two seconds into a minute, so that a test's few calls stay within one sign-in window. */
export const START = new Date('2031-03-10T09:00:02.000Z')

/**
 * The contract harness with the sign-in calls on, a clock the tests move, and the proxy trusted so that
 * requests over HTTP can come from the addresses a test names (X-Forwarded-For).
 */
export function setUpAuthHarness(auth: () => Promise<SignInOptionsInput> | SignInOptionsInput = () => ({})): AuthHarness {
  const clock = { now: new Date(START) }
  const harness = setUpContractHarness(async () => ({
    auth: { trustProxy: true, signUpLimit: 1000, ...(await auth()), clock: () => clock.now },
  })) as AuthHarness
  harness.clock = clock
  return harness
}

/** Moves the clock to the start of the next minute (a fresh sign-in window), plus `plusMs`. */
export function nextMinute(harness: AuthHarness, plusMs = 2000): void {
  const minute = Math.floor(harness.clock.now.getTime() / 60_000) + 1
  harness.clock.now = new Date(minute * 60_000 + plusMs)
}

export interface CallOptions {
  locale?: string
  token?: string
  clientIp?: string
  /** The browser a sign-in names, as the site passes the visitor's on. */
  userAgent?: string
  /** A call the site makes for a visitor's request, with the token of their cookie (the in-process transport's binding). */
  forVisitor?: true
}

export interface Answer<T> {
  status: number
  headers: Headers
  json: {
    data?: T
    error?: { status: number; code: string; message: string; fields?: Record<string, { code: string; message: string }> }
  }
}

/** One call as the site's client builds it (typed input), answered raw: status, headers and body. */
export async function send<E extends Endpoint>(
  harness: ContractHarness,
  name: TransportName,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<Answer<EndpointData<E>>> {
  const { transport, baseUrl } = harness.transports[name]
  const request = buildApiRequest(endpoint, input, {
    transport,
    baseUrl,
    locale: options.locale ?? 'ko-KR',
    token: options.token,
    clientIp: options.clientIp,
    userAgent: options.userAgent,
    unavailableMessage: 'unavailable',
  })
  const response = await transport(request, { clientIp: options.clientIp, forVisitor: options.forVisitor })
  return { status: response.status, headers: response.headers, json: (await response.json()) as Answer<EndpointData<E>>['json'] }
}

let emails = 0
/** An address no other test uses. */
export function uniqueEmail(label: string): string {
  emails += 1
  return `${label}-${emails}-${process.pid}@example.com`
}

export const PASSWORD = 'a-long-enough-password'

export function signupBody(email: string, overrides: Partial<{ name: string; password: string; marketingAgree: boolean }> = {}) {
  return { email, password: PASSWORD, name: '테스트 회원', termsAgree: true, privacyAgree: true, ...overrides } as const
}

/** Signs a new member up by email and returns the token. */
export async function signUp(harness: ContractHarness, name: TransportName, email: string): Promise<string> {
  const answer = await send(harness, name, signInEndpoints.signup, { body: signupBody(email) })
  const token = answer.json.data?.accessToken
  if (answer.status !== 200 || !token) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.json)}`)
  return token
}

export async function meStatus(harness: ContractHarness, name: TransportName, token: string): Promise<number> {
  return (await send(harness, name, signInEndpoints.me, {}, { token })).status
}

import * as v from 'valibot'
import type { SocialProvider } from '~/api/contract/sign-in-endpoints'
import type { SocialProviderConfig } from '~/config/social-providers.server'

/** Google takes the client's secret as HTTP Basic (RFC 6749's default); Facebook, Naver and Kakao as form fields. */
const secretInForm: Record<SocialProvider, boolean> = { google: false, facebook: true, naver: true, kakao: true }

const grant = v.object({ access_token: v.pipe(v.string(), v.nonEmpty()) })
// Naver answers a refusal with 200 and this body; the others with 400 or 401 (RFC 6749 §5.2).
const refusal = v.object({ error: v.pipe(v.string(), v.maxLength(100)) })

export const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError'

/** The answer's JSON, or undefined when it is not JSON; a time limit reached while reading still throws. */
export async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch (error) {
    if (isTimeout(error)) throw error
    return undefined
  }
}

/** RFC 6749 §2.3.1: the id and the secret are form-encoded before they are joined for HTTP Basic. */
function basicCredentials(id: string, secret: string): string {
  const formEncoded = (value: string) => new URLSearchParams([['', value]]).toString().slice(1)
  return Buffer.from(`${formEncoded(id)}:${formEncoded(secret)}`).toString('base64')
}

/**
 * Exchanges an authorization code for an access token at the provider's token endpoint (RFC 6749 §4.1.3), within
 * `timeoutMs`. A refusal or failure throws an Error whose message says why, for the log (never for the visitor).
 */
export async function requestAccessToken(
  config: SocialProviderConfig,
  code: string,
  redirectUri: string,
  timeoutMs: number,
): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri })
  const headers = new Headers({ accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' })
  if (secretInForm[config.provider]) {
    body.set('client_id', config.clientId)
    body.set('client_secret', config.clientSecret)
  } else {
    headers.set('authorization', `Basic ${basicCredentials(config.clientId, config.clientSecret)}`)
  }
  const response = await fetch(config.tokenUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) })
  if (![200, 400, 401].includes(response.status)) {
    await response.body?.cancel()
    throw new Error(`token endpoint answered ${response.status}`)
  }
  const answer = await jsonOf(response)
  const refused = v.safeParse(refusal, answer)
  if (refused.success) throw new Error(`token endpoint refused the code (${refused.output.error})`)
  const granted = v.safeParse(grant, answer)
  if (response.status !== 200 || !granted.success) throw new Error(`token endpoint answered ${response.status} without a token`)
  return granted.output.access_token
}

import { ArcticFetchError, OAuth2RequestError, type OAuth2Tokens, UnexpectedResponseError } from 'arctic'
// Arctic's request and answer handling, as its own provider clients use it: its generic OAuth2Client can neither
// take an abort signal (needed for the time limit) nor send the secret as form fields (Facebook, Naver, Kakao).
import { createOAuth2Request, encodeBasicCredentials, sendTokenRequest } from 'arctic/dist/request.js'
import type { SocialProvider } from '~/api/contract/auth-endpoints'
import type { SocialProviderConfig } from '~/config/social-providers.server'
import { ApiError } from '../../http/api-error'
import { mapProfile, type SocialProfile } from './social-profile'

/** Google takes the client's secret as HTTP Basic (RFC 6749's default); Facebook, Naver and Kakao as form fields. */
const secretInForm: Record<SocialProvider, boolean> = { google: false, facebook: true, naver: true, kakao: true }

/** A provider refused or failed: logged here with the reason, answered as OAUTH_FAILED (never the provider's body). */
export function oauthFailed(provider: SocialProvider, reason: string): ApiError {
  console.warn(`auth: ${provider} sign-in failed: ${reason}`)
  return new ApiError('OAUTH_FAILED')
}

function exchangeCode(config: SocialProviderConfig, code: string, redirectUri: string, timeoutMs: number): Promise<OAuth2Tokens> {
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri })
  if (secretInForm[config.provider]) {
    body.set('client_id', config.clientId)
    body.set('client_secret', config.clientSecret)
  }
  const request = createOAuth2Request(config.tokenUrl, body)
  if (!secretInForm[config.provider]) {
    request.headers.set('authorization', `Basic ${encodeBasicCredentials(config.clientId, config.clientSecret)}`)
  }
  return sendTokenRequest(new Request(request, { signal: AbortSignal.timeout(timeoutMs) }))
}

function reasonOf(error: unknown, timeoutMs: number): string {
  const cause = error instanceof ArcticFetchError ? error.cause : error
  if (cause instanceof Error && cause.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`
  if (error instanceof OAuth2RequestError) return `token endpoint refused the code (${error.code})`
  if (error instanceof UnexpectedResponseError) return `token endpoint answered ${error.status}`
  return cause instanceof Error ? cause.message : String(cause)
}

async function readUserinfo(config: SocialProviderConfig, accessToken: string, timeoutMs: number): Promise<unknown> {
  const response = await fetch(config.userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) {
    await response.body?.cancel()
    throw new Error(`userinfo endpoint answered ${response.status}`)
  }
  try {
    return await response.json()
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') throw error
    throw new Error('userinfo endpoint answered something other than JSON')
  }
}

/**
 * Exchanges the authorization code at the provider's token endpoint (with arctic), then reads the person's profile
 * from its userinfo endpoint. Each call is limited to `timeoutMs`; every failure is OAUTH_FAILED.
 */
export async function fetchSocialProfile(
  config: SocialProviderConfig,
  code: string,
  redirectUri: string,
  timeoutMs: number,
): Promise<SocialProfile> {
  let json: unknown
  try {
    const tokens = await exchangeCode(config, code, redirectUri, timeoutMs)
    json = await readUserinfo(config, tokens.accessToken(), timeoutMs)
  } catch (error) {
    throw oauthFailed(config.provider, reasonOf(error, timeoutMs))
  }
  const profile = mapProfile(config.provider, json)
  if (!profile) throw oauthFailed(config.provider, 'userinfo answer is not the expected profile')
  return profile
}

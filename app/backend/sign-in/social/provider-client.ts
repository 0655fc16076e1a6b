import type { SocialProvider } from '~/api/contract/sign-in-endpoints'
import type { SocialProviderConfig } from '~/config/social-providers.server'
import { log } from '~/server/logging/log.server'
import { ApiError } from '../../http/api-error'
import { mapProfile, type SocialProfile } from './social-profile'
import { isTimeout, jsonOf, requestAccessToken } from './token-request'

/** A provider refused or failed: logged here with the reason, answered as OAUTH_FAILED (never the provider's body). */
export function oauthFailed(provider: SocialProvider, reason: string): ApiError {
  log.warn('auth', `${provider} sign-in failed`, { reason })
  return new ApiError('OAUTH_FAILED')
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (isTimeout(error)) return `no answer within ${timeoutMs} ms`
  return error instanceof Error ? error.message : String(error)
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
  const json = await jsonOf(response)
  if (json === undefined) throw new Error('userinfo endpoint answered something other than JSON')
  return json
}

/**
 * Exchanges the authorization code at the provider's token endpoint, then reads the person's profile
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
    const accessToken = await requestAccessToken(config, code, redirectUri, timeoutMs)
    json = await readUserinfo(config, accessToken, timeoutMs)
  } catch (error) {
    throw oauthFailed(config.provider, reasonOf(error, timeoutMs))
  }
  const profile = mapProfile(config.provider, json)
  if (!profile) throw oauthFailed(config.provider, 'userinfo answer is not the expected profile')
  return profile
}

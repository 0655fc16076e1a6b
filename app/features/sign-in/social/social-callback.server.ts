import { api } from '~/api/api-client.server'
import { ApiRequestError } from '~/api/api-errors'
import { type SocialProvider, signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { env } from '~/config/env.server'
import type { SocialProviderConfig } from '~/config/social-providers.server'
import { getLocale } from '~/paraglide/runtime'
import { log } from '~/server/logging/log.server'
import { requestClientIp } from '../request-client-ip.server'
import { requestUserAgent } from '../request-user-agent.server'
import { writeSecondFactorCookie, writeSignupTicketCookie } from '../sign-in-cookies.server'
import { replaceSessionCookie } from '../sign-in-session.server'
import { type OAuthFlowState, stateMatches } from './oauth-flow-state'
import { type SocialOutcome, socialFailureOfCode } from './social-outcome'

/** The site's callback for a provider: where the provider sends the browser back with the code. */
export function callbackUrl(provider: SocialProvider): string {
  return `${env.SITE_URL}/auth/callback/${provider}`
}

/**
 * Finishes a social sign-in on the provider's callback: the state must be this browser's (single use: the
 * caller has already cleared its cookie), then the API exchanges the code and answers a session or a consent
 * ticket, or the ticket of a second-factor step, which go into HttpOnly cookies.
 */
export async function finishSocialSignIn(
  config: SocialProviderConfig | undefined,
  query: URLSearchParams,
  flow: OAuthFlowState | undefined,
): Promise<SocialOutcome> {
  if (!config) return 'unconfigured'
  const state = query.get('state')
  if (!stateMatches(flow, state) || flow.provider !== config.provider) return 'state'
  if (query.get('error')) return 'cancelled'
  const code = query.get('code')
  if (!code || code.length > 2048) return 'failed'
  try {
    const answer = await api(
      signInEndpoints.socialLogin,
      {
        params: { provider: config.provider },
        body: { code, clientId: config.clientId, redirectUri: callbackUrl(config.provider), state: flow.state },
      },
      { clientIp: requestClientIp(), userAgent: requestUserAgent() },
    )
    if ('consentRequired' in answer) {
      writeSignupTicketCookie(answer.signupTicket)
      return 'consent'
    }
    if ('secondFactorRequired' in answer) {
      writeSecondFactorCookie(answer.secondFactorTicket)
      return 'second_factor'
    }
    await replaceSessionCookie(answer)
    return 'signed_in'
  } catch (error) {
    if (error instanceof ApiRequestError) return socialFailureOfCode(error.status, error.code)
    log.error('auth', `${config.provider} sign-in failed`, { error })
    return 'failed'
  }
}

/** Where the browser goes after the callback, in the language the sign-in started in. */
export function destinationOf(outcome: SocialOutcome, flow: OAuthFlowState | undefined): string {
  const lang = flow?.locale ?? getLocale()
  if (outcome === 'signed_in') return flow?.returnTo ?? `/?lang=${lang}`
  if (outcome === 'consent') return `/signup/consent?lang=${lang}`
  if (outcome === 'second_factor') {
    const search = new URLSearchParams({ lang, ...(flow?.returnTo ? { returnTo: flow.returnTo } : {}) })
    return `/login/second-factor?${search}`
  }
  return `/login?lang=${lang}&error=${outcome}`
}

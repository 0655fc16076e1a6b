import { createFileRoute } from '@tanstack/react-router'
import { generateState, OAuth2Client } from 'arctic'
import { env } from '~/config/env.server'
import { socialProviderConfig } from '~/config/social-providers.server'
import { writeOAuthStateCookie } from '~/features/sign-in/sign-in-cookies.server'
import { encodeFlowState } from '~/features/sign-in/social/oauth-flow-state'
import { callbackUrl, destinationOf } from '~/features/sign-in/social/social-callback.server'
import { getLocale } from '~/paraglide/runtime'
import { safeRedirectTarget } from '~/security/safe-redirect'

function redirectTo(location: string): Response {
  return new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store' } })
}

/**
 * A sign-in starts only from the site itself, or from an address the visitor typed or bookmarked: a navigation another
 * site started (a link, a redirect, a frame) could otherwise finish a social sign-in without a click here whenever the
 * provider skips its prompt (ASVS 7.6.2). Browsers say who started it in Sec-Fetch-Site; without it, nothing is known.
 */
const startedElsewhere = (request: Request) => ['cross-site', 'same-site'].includes(request.headers.get('sec-fetch-site') ?? '')

/**
 * GET /auth/start/{provider}?mode=popup|redirect&returnTo=/path&lang=ko-KR: remembers a fresh state in an HttpOnly cookie
 * and sends the browser to the provider. A link, so the popup can open synchronously on the click. Started by another
 * site, it shows the sign-in page instead, where the visitor chooses.
 */
async function start({ request, params }: { request: Request; params: { provider: string } }): Promise<Response> {
  const url = new URL(request.url)
  if (startedElsewhere(request)) return redirectTo(`/login?lang=${getLocale()}`)
  const config = socialProviderConfig(env, params.provider)
  if (!config) return redirectTo(destinationOf('unconfigured', undefined))
  const { provider } = config
  const state = generateState()
  const mode = url.searchParams.get('mode') === 'popup' ? 'popup' : 'redirect'
  const returnTo = safeRedirectTarget(url.searchParams.get('returnTo'), '/')
  writeOAuthStateCookie(encodeFlowState({ state, provider, mode, returnTo, locale: getLocale() }))
  const client = new OAuth2Client(config.clientId, null, callbackUrl(provider))
  return redirectTo(client.createAuthorizationURL(config.authorizeUrl, state, config.scopes).toString())
}

export const Route = createFileRoute('/auth/start/$provider')({
  server: { handlers: { GET: start } },
})

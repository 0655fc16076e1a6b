import { createFileRoute } from '@tanstack/react-router'
import { env } from '~/config/env.server'
import { socialProviderConfig } from '~/config/social-providers.server'
import { clearOAuthStateCookie, readOAuthStateCookie } from '~/features/sign-in/sign-in-cookies.server'
import { decodeFlowState } from '~/features/sign-in/social/oauth-flow-state'
import { popupResponse } from '~/features/sign-in/social/popup-response.server'
import { destinationOf, finishSocialSignIn } from '~/features/sign-in/social/social-callback.server'

/**
 * GET /auth/callback/{provider}?code&state: where the provider sends the browser back. The state cookie is
 * cleared before anything else, so a state works once; a popup hands its outcome to its opener, a redirect
 * goes on to the page the sign-in started from (or the consent or sign-in page).
 */
async function callback({ request, params, context }: { request: Request; params: { provider: string }; context: unknown }) {
  const flow = decodeFlowState(readOAuthStateCookie())
  clearOAuthStateCookie()
  const config = socialProviderConfig(env, params.provider)
  const outcome = await finishSocialSignIn(config, new URL(request.url).searchParams, flow)
  const destination = destinationOf(outcome, flow)
  if (flow?.mode === 'popup') return popupResponse(outcome, destination, (context as { nonce?: string }).nonce)
  return new Response(null, { status: 302, headers: { location: destination, 'cache-control': 'no-store' } })
}

export const Route = createFileRoute('/auth/callback/$provider')({
  server: { handlers: { GET: callback } },
})

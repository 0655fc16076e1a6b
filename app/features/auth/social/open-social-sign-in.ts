import type { SocialProvider } from '~/api/contract/auth-endpoints'
import { getLocale } from '~/paraglide/runtime'
import { SOCIAL_SIGN_IN_MESSAGE_TYPE, type SocialSignInMessage } from './social-outcome'

/** SPEC.md §7: Naver and Kakao sign in in a popup of about this size; Google and Facebook by redirect. */
export const popupSizes: Partial<Record<SocialProvider, { width: number; height: number }>> = {
  naver: { width: 880, height: 500 },
  kakao: { width: 580, height: 600 },
}

/** The site's own start of a provider's flow (it sets the state cookie, then goes to the provider), in the page's language. */
export function socialStartUrl(provider: SocialProvider, mode: 'popup' | 'redirect', returnTo: string): string {
  const search = new URLSearchParams({ mode, returnTo, lang: getLocale() })
  return `/auth/start/${provider}?${search}`
}

function isSignInMessage(data: unknown): data is SocialSignInMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SOCIAL_SIGN_IN_MESSAGE_TYPE
}

export interface PopupHandlers {
  onMessage: (message: SocialSignInMessage) => void
  /** The visitor closed the popup without finishing. */
  onClosed: () => void
}

/**
 * Opens the provider's sign-in in a centred popup (synchronously, inside the click, so it is not blocked) and
 * listens for the callback page's message: only from this origin, and only from that very popup.
 * Returns undefined when the browser blocked the popup; the caller then redirects instead.
 */
export function openSignInPopup(provider: SocialProvider, returnTo: string, handlers: PopupHandlers): (() => void) | undefined {
  const size = popupSizes[provider] ?? { width: 600, height: 600 }
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - size.width) / 2))
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - size.height) / 2))
  const features = `popup,width=${size.width},height=${size.height},left=${left},top=${top}`
  const popup = window.open(socialStartUrl(provider, 'popup', returnTo), `social-sign-in-${provider}`, features)
  if (!popup) return undefined

  let finished = false
  const stop = () => {
    finished = true
    window.removeEventListener('message', onMessage)
    window.clearInterval(closedWatch)
  }
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || event.source !== popup || !isSignInMessage(event.data)) return
    stop()
    handlers.onMessage(event.data)
  }
  // A cross-origin popup sends no event when closed; polling `closed` is the only way to know.
  const closedWatch = window.setInterval(() => {
    if (popup.closed && !finished) {
      stop()
      handlers.onClosed()
    }
  }, 500)
  window.addEventListener('message', onMessage)
  return () => {
    stop()
    if (!popup.closed) popup.close()
  }
}

import type { SocialProvider } from '~/api/contract/sign-in-endpoints'
import { getLocale } from '~/paraglide/runtime'
import { SOCIAL_SIGN_IN_MESSAGE_TYPE, type SocialSignInMessage } from './social-outcome'

/** Naver and Kakao sign in in a popup of about this size; Google and Facebook by redirect. */
export const popupSizes: Partial<Record<SocialProvider, { width: number; height: number }>> = {
  naver: { width: 880, height: 500 },
  kakao: { width: 580, height: 600 },
}

/** The site's own start of a provider's flow (it sets the state cookie, then goes to the provider), in the page's language. */
export function socialStartUrl(provider: SocialProvider, mode: 'popup' | 'redirect', returnTo: string): string {
  const search = new URLSearchParams({ mode, returnTo, lang: getLocale() })
  return `/auth/start/${provider}?${search}`
}

/** The parts of a window's `message` event the opener looks at. */
export type IncomingMessage = Pick<MessageEvent, 'origin' | 'source' | 'data'>

/** The callback page's hand-over: only from this site's origin, and only from the very popup this page opened. */
export function isSignInMessage(
  event: IncomingMessage,
  popup: Window,
  siteOrigin: string,
): event is IncomingMessage & { data: SocialSignInMessage } {
  const data: unknown = event.data
  return (
    event.origin === siteOrigin &&
    event.source === popup &&
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SOCIAL_SIGN_IN_MESSAGE_TYPE
  )
}

/** Where the opening window is on the screen (a `window`). */
type OpenerGeometry = Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>

/** `window.open`'s features: the provider's popup size, centred on the opening window. */
export function popupFeatures(provider: SocialProvider, opener: OpenerGeometry): string {
  const size = popupSizes[provider] ?? { width: 600, height: 600 }
  const left = Math.max(0, Math.round(opener.screenX + (opener.outerWidth - size.width) / 2))
  const top = Math.max(0, Math.round(opener.screenY + (opener.outerHeight - size.height) / 2))
  return `popup,width=${size.width},height=${size.height},left=${left},top=${top}`
}

export interface PopupHandlers {
  onMessage: (message: SocialSignInMessage) => void
  /** The visitor closed the popup without finishing. */
  onClosed: () => void
}

/** The parts of the opening window the popup's watch uses (a `window`; a stand-in in unit tests). */
export type PopupHost = Pick<
  Window,
  'open' | 'postMessage' | 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval' | 'location'
> &
  OpenerGeometry

/** What the opener posts to itself once it sees the popup closed, to learn whether a hand-over was still on its way. */
const CLOSED_CHECK_TYPE = 'social-sign-in-popup-closed'

/**
 * Opens the provider's sign-in in a centred popup (synchronously, inside the click, so it is not blocked) and
 * listens for the callback page's message: only from this origin, and only from that very popup.
 * Returns undefined when the browser blocked the popup; the caller then redirects instead.
 */
export function openSignInPopup(
  provider: SocialProvider,
  returnTo: string,
  handlers: PopupHandlers,
  host: PopupHost = window,
): (() => void) | undefined {
  const features = popupFeatures(provider, host)
  const popup = host.open(socialStartUrl(provider, 'popup', returnTo), `social-sign-in-${provider}`, features)
  if (!popup) return undefined

  let finished = false
  const stop = () => {
    finished = true
    host.removeEventListener('message', onMessage)
    host.clearInterval(closedWatch)
  }
  const onMessage = (event: MessageEvent) => {
    if (finished) return
    if (event.source === host && (event.data as { type?: unknown } | null)?.type === CLOSED_CHECK_TYPE) {
      stop()
      handlers.onClosed()
      return
    }
    if (!isSignInMessage(event, popup, host.location.origin)) return
    stop()
    handlers.onMessage(event.data)
  }
  // A cross-origin popup sends no event when closed; polling `closed` is the only way to know. The callback page
  // posts its hand-over and closes at once, so on a busy machine this check can see the popup closed before the
  // hand-over's message event has run: a message posted to this window now is queued behind it, and only when it
  // arrives first is the popup taken as closed by the visitor.
  const closedWatch = host.setInterval(() => {
    if (!popup.closed || finished) return
    host.clearInterval(closedWatch)
    host.postMessage({ type: CLOSED_CHECK_TYPE }, host.location.origin)
  }, 500)
  host.addEventListener('message', onMessage)
  return () => {
    stop()
    if (!popup.closed) popup.close()
  }
}

import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { SOCIAL_SIGN_IN_MESSAGE_TYPE, type SocialOutcome, type SocialSignInMessage } from './social-outcome'

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment openers). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * The page a sign-in popup ends on: it hands the outcome to the window that opened it (only to a window of this
 * origin), then closes. Without an opener (the popup was turned into a tab) it goes on to the destination itself.
 */
export function popupResponse(outcome: SocialOutcome, destination: string, nonce: string | undefined): Response {
  const message: SocialSignInMessage = { type: SOCIAL_SIGN_IN_MESSAGE_TYPE, outcome, destination }
  const text = outcome === 'signed_in' ? m.auth_callback_done() : m.auth_callback_working()
  const script = `(function(){var message=${scriptJson(message)};if(window.opener&&window.opener!==window){window.opener.postMessage(message,window.location.origin);window.close()}else{window.location.replace(message.destination)}})()`
  const html = `<!doctype html><html lang="${getLocale()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(text)}</title></head><body><p>${escapeHtml(text)}</p><script${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>${script}</script></body></html>`
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

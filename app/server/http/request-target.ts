import { refusalLocale } from '~/i18n/refusal-locale'
import { m } from '~/paraglide/messages'

/**
 * A request whose target carries a fragment is refused with 400 before anything reads its address
 * (docs/decisions/0026). HTTP has no fragment in a request target (RFC 9112 §3.2) and browsers never send one,
 * but a script on a raw socket can: the router rendered it into the page's links while the page cache kept the
 * page under the address without it, for every later visitor. Undefined for every other request.
 */
export function refuseFragmentInTarget(request: Request): Response | undefined {
  // A '#' in a serialized URL can only start its fragment: everywhere else it is percent-encoded.
  if (!request.url.includes('#')) return undefined
  const locale = refusalLocale(request)
  return new Response(m.api_error_request_target_fragment({}, { locale }), {
    status: 400,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'content-language': locale,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}

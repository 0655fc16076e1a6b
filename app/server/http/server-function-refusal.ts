import { refusalLocale } from '~/i18n/refusal-locale'
import { m } from '~/paraglide/messages'

/**
 * A server-function call refused before any function runs: 400 for a payload that cannot be decoded, 404 for an
 * address that names no function. In the language the call names (Start's client sends it) or the visitor prefers.
 */
export function serverFunctionRefusal(request: Request, status: 400 | 404): Response {
  const locale = refusalLocale(request)
  const error =
    status === 400
      ? { status, code: 'BAD_REQUEST', message: m.api_error_bad_request({}, { locale }) }
      : { status, code: 'NOT_FOUND', message: m.api_error_not_found({}, { locale }) }
  return Response.json({ error }, { status, headers: { 'cache-control': 'no-store', 'content-language': locale } })
}

import type { MiddlewareHandler } from 'hono'
import { errorResponse } from '~/api/contract/error-response'
import { bearerToken, tokenMatches } from '~/server/http/token-matches'
import { requestLocale } from '../http/request-locale'

/**
 * Guards the admin API: without a configured token it does not exist (404, as if unknown); with one, a request
 * must carry `authorization: Bearer <token>` (401 otherwise).
 */
export function adminAuth(token: string | undefined): MiddlewareHandler {
  return async (context, next) => {
    const locale = requestLocale(context.req.raw)
    if (!token) return errorResponse('NOT_FOUND', locale)
    const presented = bearerToken(context.req.header('authorization'))
    if (!presented || !tokenMatches(presented, token)) {
      const response = errorResponse('UNAUTHORIZED', locale)
      response.headers.set('www-authenticate', 'Bearer realm="admin"')
      return response
    }
    await next()
  }
}

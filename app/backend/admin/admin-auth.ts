import { createHash, timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { errorResponse } from '../http/api-error'
import { requestLocale } from '../http/request-locale'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Compares in constant time (over digests, so the length of the token is not revealed either). */
export function tokenMatches(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected))
}

/**
 * Guards the admin API: without a configured token it does not exist (404, as if unknown); with one, a request
 * must carry `authorization: Bearer <token>` (401 otherwise).
 */
export function adminAuth(token: string | undefined): MiddlewareHandler {
  return async (context, next) => {
    const locale = requestLocale(context.req.raw)
    if (!token) return errorResponse('NOT_FOUND', locale)
    const header = context.req.header('authorization') ?? ''
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
    if (!match?.[1] || !tokenMatches(match[1], token)) {
      const response = errorResponse('UNAUTHORIZED', locale)
      response.headers.set('www-authenticate', 'Bearer realm="admin"')
      return response
    }
    await next()
  }
}

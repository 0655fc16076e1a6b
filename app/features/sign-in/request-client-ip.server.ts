import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import { env } from '~/config/env.server'
import { resolveForwardedIp } from '~/server/http/client-address'

/** The visitor's address, passed to the API for its per-IP limits (X-Forwarded-For only behind a trusted proxy). */
export function requestClientIp(): string | undefined {
  return resolveForwardedIp(getRequest().headers, getRequestIP(), env.TRUST_PROXY)
}

import { env } from '~/config/env.server'

/** Whether the visitor reached the site over HTTPS (directly, or through a trusted proxy that says so). */
export function isHttpsRequest(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true
  return env.TRUST_PROXY && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
}

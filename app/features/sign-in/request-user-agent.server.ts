import { getRequest } from '@tanstack/react-start/server'

/** The visitor's User-Agent, passed to the API on a sign-in so that the member's list of sessions can name the browser. */
export function requestUserAgent(): string | undefined {
  return getRequest().headers.get('user-agent')?.slice(0, 512) || undefined
}

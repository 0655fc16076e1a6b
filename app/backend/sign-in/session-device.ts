import { type ClientBindings, clientIpOf } from '~/server/http/client-address'

/** What a session records of the browser that signed in: shown to its member in their list of sessions, nowhere else. */
export interface SessionDevice {
  userAgent: string | null
  clientIp: string | null
}

/** Longer user agents carry nothing a member needs to recognise a browser, and a client chooses their length. */
export const USER_AGENT_MAX_LENGTH = 256

/** The request's User-Agent, without control characters, cut at USER_AGENT_MAX_LENGTH; null when there is none. */
export function cleanUserAgent(value: string | null | undefined): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = value?.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return cleaned ? cleaned.slice(0, USER_AGENT_MAX_LENGTH) : null
}

/**
 * The device of a sign-in request: the site passes the visitor's User-Agent on in the header and their address as a
 * binding (in-process) or X-Forwarded-For (HTTP, trusted only behind TRUST_PROXY), as for the sign-in limits.
 */
export function sessionDeviceOf(request: Request, bindings: unknown, trustProxy: boolean): SessionDevice {
  return {
    userAgent: cleanUserAgent(request.headers.get('user-agent')),
    clientIp: clientIpOf(request, bindings as ClientBindings | undefined, trustProxy) ?? null,
  }
}

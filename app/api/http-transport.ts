import type { ApiTransport } from './client.server'

/** Calls an external API over HTTP, giving up after the timeout. */
export function httpTransport(timeoutMs: number): ApiTransport {
  return (request, options) => fetch(request, { signal: AbortSignal.timeout(options?.timeoutMs ?? timeoutMs) })
}

import { getNormalizedURL } from '@tanstack/react-router/ssr/server'
import { refusalLocale } from '~/i18n/refusal-locale'
import { m } from '~/paraglide/messages'
import { declaresMoreThan, limitedStream } from './body-limit'
import { isLargeBodyFile, LARGE_BODY_ID_PREFIX } from './server-function-id'

/**
 * The largest body a server-function call may send. Every call's payload is small: the longest, a question (100 +
 * 2,000 characters), is under 15 KiB in Start's encoding even if every character is one it escapes. Start reads the
 * payload whole before any of the site's code knows which function is called, so all share one limit
 * (docs/decisions/0024-request-body-limits.md) but the few whose id says they are large (server-function-id.ts).
 */
export const SERVER_FUNCTION_MAX_BODY_BYTES = 32 * 1024
/** An editor's save: the largest fields the content API takes (a product's, 3 MiB) with room for Start's encoding. */
export const LARGE_SERVER_FUNCTION_MAX_BODY_BYTES = 4 * 1024 * 1024

const bodyReaders = new Set(['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text'])

/** Whether Start will take the request for a server-function call: its test, on the address as Start normalizes it. */
export function isServerFunctionCall(request: Request, base = process.env.TSS_SERVER_FN_BASE): boolean {
  if (!base || request.method === 'GET' || request.method === 'HEAD') return false
  return getNormalizedURL(request.url).url.pathname.startsWith(base)
}

/**
 * The limit of a server-function call's body, by the function its address names: large for those of
 * `*.large-body.functions.ts` (a build's ids carry a prefix; a development server's are the file's name, encoded).
 */
export function serverFunctionBodyLimit(request: Request, base = process.env.TSS_SERVER_FN_BASE ?? ''): number {
  const id = getNormalizedURL(request.url).url.pathname.slice(base.length).replace(/^\/+/, '')
  if (id.startsWith(LARGE_BODY_ID_PREFIX)) return LARGE_SERVER_FUNCTION_MAX_BODY_BYTES
  // A production build's ids are hashes: an id spelled as a development one is no function of it.
  const development = process.env.NODE_ENV !== 'production'
  return development && isLargeBodyFile(developmentFileOf(id))
    ? LARGE_SERVER_FUNCTION_MAX_BODY_BYTES
    : SERVER_FUNCTION_MAX_BODY_BYTES
}

/** A development server's function id is base64url JSON naming its file; any other id names none. */
function developmentFileOf(id: string): string {
  try {
    const decoded = JSON.parse(Buffer.from(id, 'base64url').toString('utf8')) as { file?: unknown }
    return typeof decoded.file === 'string' ? (decoded.file.split('?')[0] ?? '') : ''
  } catch {
    return ''
  }
}

/**
 * The same request (a proxy: the server's own request object, its client address included, stays what Start sees)
 * whose body, however it is read, ends in an error once more than `maxBytes` have been read.
 */
function withLimitedBody<T extends Request>(request: T, maxBytes: number, onExceeded: () => void): T {
  let limited: Response | undefined
  let native: Request | undefined
  const limitedBody = () => {
    const headers = { 'content-type': request.headers.get('content-type') ?? '' }
    limited ??= new Response(request.body && limitedStream(request.body, maxBytes, onExceeded), { headers })
    return limited
  }
  return new Proxy(request, {
    get(target, property) {
      if (property === 'body') return limitedBody().body
      if (property === 'bodyUsed') return limited ? limited.bodyUsed : target.bodyUsed
      if (typeof property === 'string' && bodyReaders.has(property)) {
        return () => (limitedBody() as unknown as Record<string, () => Promise<unknown>>)[property]?.()
      }
      if (property === 'clone') return () => withLimitedBody(target.clone(), maxBytes, onExceeded)
      // srvx's way to the native request (a copy built from the raw body): built from the limited body instead.
      if (property === '_request' && '_request' in target) {
        const { url, method, headers, signal } = target
        native ??= new Request(url, { method, headers, signal, body: limitedBody().body, duplex: 'half' } as RequestInit)
        return native
      }
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

function payloadTooLarge(request: Request): Response {
  return Response.json(
    {
      error: {
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: m.api_error_payload_too_large({}, { locale: refusalLocale(request) }),
      },
    },
    // Closing the connection after the answer: the rest of the body is neither read nor drained.
    { status: 413, headers: { 'cache-control': 'no-store', vary: 'accept-language, cookie', connection: 'close' } },
  )
}

/**
 * Handles the request with its body limited if it is a server-function call: Start would read and decode any payload
 * whole. A declared length over the limit is refused before a byte is read; a chunked body once it passes the limit,
 * whatever Start answered to the failed read. Both 413 PAYLOAD_TOO_LARGE in the request's language.
 */
export async function handleWithServerFunctionBodyLimit(
  request: Request,
  handle: (request: Request) => Promise<Response> | Response,
): Promise<Response> {
  if (!isServerFunctionCall(request)) return handle(request)
  const maxBytes = serverFunctionBodyLimit(request)
  if (declaresMoreThan(request.headers, maxBytes)) return payloadTooLarge(request)
  let exceeded = false
  const limited = withLimitedBody(request, maxBytes, () => {
    exceeded = true
  })
  try {
    const response = await handle(limited)
    if (!exceeded) return response
    await response.body?.cancel().catch(() => undefined)
  } catch (failure) {
    if (!exceeded) throw failure
  }
  return payloadTooLarge(request)
}

/**
 * How long a refusal that closes the connection keeps it open once its bytes are sent: time enough for a client
 * that is still sending to read the answer (docs/decisions/0057-refusals-close-gently.md).
 */
export const LINGER_MS = 2_000

/** Whether the request came with a body: a length above 0, or chunked. */
function sentBody(request: Request): boolean {
  const length = request.headers.get('content-length')
  return (length !== null && length.trim() !== '0') || request.headers.has('transfer-encoding')
}

/**
 * A refusal sent before the request's body was read (a 413 for a declared size, a 429 with no upload slot free)
 * says `Connection: close`, so that the rest of the body is never read. Were the connection closed as soon as the
 * answer is written, the kernel would reset it (bytes the client sent are still unread), and a client still
 * sending would see the reset, not the answer: the visitor's browser would show a network error instead of "the
 * file is too large". So such an answer is sent whole, with its length, and the connection stays open `lingerMs`
 * more, or until the client leaves. Meanwhile nothing more is read: the client's sending stalls on a full window.
 * Any other response is answered as it is.
 */
export async function closedGently(request: Request, response: Response, lingerMs = LINGER_MS): Promise<Response> {
  const refusal = response.status >= 400 && response.headers.get('connection')?.toLowerCase() === 'close'
  if (!refusal || !sentBody(request)) return response
  const bytes = new Uint8Array(await response.arrayBuffer())
  const headers = new Headers(response.headers)
  headers.set('content-length', String(bytes.byteLength))
  const { signal } = request
  let stopWaiting = () => {}
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (bytes.byteLength > 0) controller.enqueue(bytes)
      if (signal.aborted) return controller.close()
      const end = () => {
        stopWaiting()
        controller.close()
      }
      const timer = setTimeout(end, lingerMs)
      signal.addEventListener('abort', end, { once: true })
      stopWaiting = () => {
        clearTimeout(timer)
        signal.removeEventListener('abort', end)
      }
    },
    // The server gave up on the response (the client left): there is nothing left to end.
    cancel: () => stopWaiting(),
  })
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

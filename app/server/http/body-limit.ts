/**
 * A request body longer than its limit: nothing past the limit was read. Its status marks it as the client's error,
 * so a framework that reads the body (Start, for a server function) answers 413 and does not log it as a failure.
 */
export class BodyTooLargeError extends Error {
  readonly status = 413

  constructor() {
    super('request body too large')
    this.name = 'BodyTooLargeError'
  }
}

/**
 * Whether the request declares (Content-Length) a body longer than `maxBytes`: it can be refused before a byte of it
 * is read. A chunked body declares nothing and is checked as it streams (limitedStream).
 */
export function declaresMoreThan(headers: Headers, maxBytes: number): boolean {
  const declared = headers.get('content-length')
  return declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes
}

/**
 * The body as it is read, until more than `maxBytes` have gone through: then the source is cancelled (the rest is
 * never pulled from the client) and the stream fails with BodyTooLargeError. It reads only as its reader pulls, so
 * it keeps nothing itself.
 */
export function limitedStream(
  source: ReadableStream<Uint8Array>,
  maxBytes: number,
  onExceeded?: () => void,
): ReadableStream<Uint8Array> {
  const reader = source.getReader()
  let received = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) return controller.close()
      received += value.byteLength
      if (received <= maxBytes) return controller.enqueue(value)
      const error = new BodyTooLargeError()
      onExceeded?.()
      controller.error(error)
      await reader.cancel(error).catch(() => undefined)
    },
    cancel: (reason) => reader.cancel(reason),
  })
}

/** The whole body, if it is at most `maxBytes`; BodyTooLargeError as soon as more has been read. No body: no bytes. */
export async function readWithin(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0)
  const chunks: Uint8Array[] = []
  for await (const chunk of limitedStream(body, maxBytes)) chunks.push(chunk)
  return Buffer.concat(chunks)
}

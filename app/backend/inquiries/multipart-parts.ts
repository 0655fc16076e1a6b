import { Readable, Transform } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import Busboy, { type BusboyFileStream, type BusboyInstance } from '@fastify/busboy'
import { BodyTooLargeError } from '~/server/http/body-limit'

export interface MultipartLimits {
  /** The whole body, boundaries and headers included. */
  maxBodyBytes: number
  maxFields: number
  maxFieldBytes: number
  /** Parts of type file the parser hands over; the caller refuses the ones past its own limit. */
  maxFiles: number
  /** Bytes of one file the parser hands over (it truncates after); the caller refuses past its own limit. */
  maxFileBytes: number
}

export type MultipartPart =
  | { kind: 'field'; name: string; value: string; truncated: boolean }
  | { kind: 'file'; name: string; filename: string; declaredType: string; stream: BusboyFileStream }

/** Not a multipart body we can read (bad boundary, cut off, too many parts). */
export class MalformedBodyError extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'MalformedBodyError'
  }
}

/**
 * The parts of a multipart/form-data body, in order, read as the caller asks for them: the request body is
 * pulled only while the caller consumes parts (a file part's stream must be read or the caller stop).
 * Nothing is buffered beyond the stream buffers. When the body passes its limit, or the caller stops and
 * aborts `cut`, the body is cancelled at once; when the caller stops otherwise, the rest is drained.
 */
export async function* multipartParts(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  limits: MultipartLimits,
  /** Aborted by a caller that refuses the body for its size: the rest is then cancelled, not drained. */
  cut?: AbortSignal,
  /**
   * Told, once the body is opened, when it will be done with: read to its end, drained or cancelled. A refusal
   * that lets the rest drain returns before that.
   */
  onOpened?: (closed: Promise<void>) => void,
): AsyncGenerator<MultipartPart, void, undefined> {
  let parser: BusboyInstance
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      defCharset: 'utf8',
      limits: {
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        files: limits.maxFiles,
        fileSize: limits.maxFileBytes,
        parts: limits.maxFields + limits.maxFiles,
        headerPairs: 20,
      },
    })
  } catch (error) {
    throw new MalformedBodyError(error instanceof Error ? error.message : 'bad multipart header')
  }

  const queue: MultipartPart[] = []
  let finished = false
  let failure: Error | undefined
  let currentFile: BusboyFileStream | undefined
  let wake: (() => void) | undefined
  const notify = () => {
    wake?.()
    wake = undefined
  }
  const fail = (error: Error) => {
    failure ??= error
    // A caller reading a file would otherwise wait forever for bytes that will not come.
    currentFile?.destroy(failure)
    notify()
  }

  parser.on('field', (name, value, nameTruncated, valueTruncated) => {
    queue.push({ kind: 'field', name, value, truncated: nameTruncated || valueTruncated })
    notify()
  })
  parser.on('file', (name, stream, filename, _encoding, declaredType) => {
    queue.push({ kind: 'file', name, filename, declaredType, stream })
    notify()
  })
  parser.on('finish', () => {
    finished = true
    notify()
  })
  parser.on('error', (error) => fail(new MalformedBodyError(error instanceof Error ? error.message : 'unreadable body')))
  parser.on('partsLimit', () => fail(new MalformedBodyError('too many parts')))
  parser.on('fieldsLimit', () => fail(new MalformedBodyError('too many fields')))

  let received = 0
  const source = Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>)
  onOpened?.(new Promise((resolve) => source.once('close', () => resolve())))
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length
      if (received > limits.maxBodyBytes) callback(new BodyTooLargeError())
      else callback(null, chunk)
    },
  })
  source.on('error', (error) => fail(error instanceof BodyTooLargeError ? error : new MalformedBodyError('body stream failed')))
  counter.on('error', (error) => {
    // Past the limit (or broken): stop reading the client at once.
    source.destroy()
    fail(error instanceof BodyTooLargeError ? error : new MalformedBodyError('body stream failed'))
  })
  source.pipe(counter).pipe(parser)

  let complete = false
  try {
    while (true) {
      if (failure) throw failure
      const part = queue.shift()
      if (part) {
        currentFile = part.kind === 'file' ? part.stream : undefined
        yield part
        continue
      }
      if (finished) {
        // What may follow the last boundary (an epilogue, at most the limit) drains through the pipe.
        complete = true
        return
      }
      await new Promise<void>((resolve) => {
        wake = resolve
      })
    }
  } finally {
    if (!complete) {
      counter.unpipe(parser)
      currentFile?.resume()
      if (failure instanceof BodyTooLargeError || cut?.aborted) source.destroy()
      else drainThenStop(source, counter)
    }
  }
}

/** How long a refused upload may go on being drained before the connection is cut. */
const DRAIN_MS = 30_000

/**
 * After a refusal that is not about size, the rest of the body is read and thrown away (never kept), up to
 * the body limit and for at most DRAIN_MS: an HTTP/1.1 client that is still sending its upload then reads
 * the answer instead of a reset connection. Past either bound the body is cancelled.
 */
function drainThenStop(source: Readable, counter: Transform): void {
  const timer = setTimeout(() => source.destroy(), DRAIN_MS)
  timer.unref()
  const stop = () => clearTimeout(timer)
  source.once('close', stop)
  counter.once('close', stop)
  counter.resume()
}

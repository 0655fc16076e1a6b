import { connect } from 'node:net'

/**
 * Issue 21: a huge JSON body sent over a raw socket, its length declared or chunked, written only as the socket drains
 * (the sender holds next to nothing). Writing stops as soon as the server answers, so `sentBytes` tells whether the
 * server answered before the whole body was sent, i.e. without reading the rest. Shared by the contract test (the
 * backend's own HTTP server) and the end-to-end test (the production server).
 *
 * The sender pauses once, for up to 5 s, to let an answer come before it sends on: with a declared length before the
 * body (as a client sending `Expect: 100-continue` does), so a refusal on the declared length comes with no body byte
 * sent; chunked after 64 KiB, past any limit it is sent to (32 KiB at most). A server that refuses then has stopped reading, and the
 * sender stops too. Writing on would race the server's close: it closes with the client's bytes unread, the
 * connection is reset, the next write fails (EPIPE) and Node drops the socket with the answer still unread in it.
 */
export const MiB = 1024 * 1024
const chunk = Buffer.alloc(64 * 1024, 0x61)
const PAUSE_MS = 5000

export interface OversizedBody {
  port: number
  path: string
  /** The body's length: `{"text":"aaa…"}` of this many bytes. */
  bytes: number
  /** Content-Length when true, chunked transfer when false. */
  declareLength: boolean
  headers?: Record<string, string>
  /** Where to pause for an answer: default 0 (before the body) with a declared length, 64 KiB chunked. */
  pauseAfterBytes?: number
}

export interface RawAnswer {
  /** 0: the server hung up without an answer (or gave none within 30 s). */
  status: number
  headers: Record<string, string>
  body: string
  /** How much of the body had been written when the answer came. */
  sentBytes: number
}

/** Sends the body; answers the server's reply once it is complete (or the connection closed). */
export function sendOversizedJson({
  port,
  path,
  bytes,
  declareLength,
  headers = {},
  pauseAfterBytes = declareLength ? 0 : 64 * 1024,
}: OversizedBody): Promise<RawAnswer> {
  const head = Buffer.from('{"text":"')
  const tail = Buffer.from('"}')
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let received = Buffer.alloc(0)
    let sent = 0
    let answering = false
    let settled = false
    const settle = () => {
      if (settled) return
      settled = true
      socket.destroy()
      resolve({ ...parseAnswer(received), sentBytes: Math.min(sent, bytes) })
    }
    const write = (piece: Buffer) => {
      sent += piece.length
      const framed = declareLength ? [piece] : [Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]
      let drained = true
      for (const part of framed) drained = socket.write(part) && drained
      return drained
    }
    let paused = false
    const writeMore = () => {
      if (answering || settled) return
      if (!paused && sent >= pauseAfterBytes) {
        paused = true
        return void setTimeout(writeMore, PAUSE_MS)
      }
      const room = bytes - tail.length - sent
      if (room <= 0) {
        write(tail)
        if (!declareLength) socket.write('0\r\n\r\n')
        return
      }
      const piece = sent === 0 ? head : room >= chunk.length ? chunk : chunk.subarray(0, room)
      if (write(piece)) setImmediate(writeMore)
      else socket.once('drain', writeMore)
    }
    socket.setTimeout(30_000, settle)
    socket.on('data', (data) => {
      answering = true
      received = Buffer.concat([received, data])
      if (isComplete(received)) settle()
    })
    socket.on('error', settle)
    socket.on('close', settle)
    socket.on('connect', () => {
      const lines = [
        `POST ${path} HTTP/1.1`,
        `host: 127.0.0.1:${port}`,
        'content-type: application/json',
        declareLength ? `content-length: ${bytes}` : 'transfer-encoding: chunked',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        'connection: close',
      ]
      socket.write(`${lines.join('\r\n')}\r\n\r\n`)
      writeMore()
    })
  })
}

interface ParsedAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

function split(raw: Buffer): { head: string; rest: Buffer } | undefined {
  const end = raw.indexOf('\r\n\r\n')
  return end < 0 ? undefined : { head: raw.subarray(0, end).toString('latin1'), rest: raw.subarray(end + 4) }
}

function headersOf(head: string): Record<string, string> {
  const entries = head
    .split('\r\n')
    .slice(1)
    .map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()])
  return Object.fromEntries(entries)
}

/** A chunked body's bytes, and whether its last chunk has come. */
function unchunk(rest: Buffer): { body: Buffer; complete: boolean } {
  const parts: Buffer[] = []
  let at = 0
  while (true) {
    const lineEnd = rest.indexOf('\r\n', at)
    if (lineEnd < 0) return { body: Buffer.concat(parts), complete: false }
    const size = Number.parseInt(rest.subarray(at, lineEnd).toString('latin1'), 16)
    if (size === 0) return { body: Buffer.concat(parts), complete: true }
    if (rest.length < lineEnd + 2 + size) return { body: Buffer.concat(parts), complete: false }
    parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
}

function isComplete(raw: Buffer): boolean {
  const parts = split(raw)
  if (!parts) return false
  const headers = headersOf(parts.head)
  if (headers['transfer-encoding'] === 'chunked') return unchunk(parts.rest).complete
  const length = headers['content-length']
  return length !== undefined && parts.rest.length >= Number(length)
}

function parseAnswer(raw: Buffer): ParsedAnswer {
  const parts = split(raw)
  if (!parts) return { status: 0, headers: {}, body: '' }
  const headers = headersOf(parts.head)
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(parts.head)?.[1] ?? 0)
  const body = headers['transfer-encoding'] === 'chunked' ? unchunk(parts.rest).body : parts.rest
  return { status, headers, body: body.toString('utf8') }
}

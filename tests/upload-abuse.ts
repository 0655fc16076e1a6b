import { createHash } from 'node:crypto'
import { connect, type Socket } from 'node:net'

/**
 * Issue 8's upload abuse, shared by the contract test (the backend's own HTTP server, this process's RSS) and the
 * end-to-end test (the production server, its RSS from /proc): uploads of 100 MB sent over raw sockets that write
 * only when the socket drains, so the senders hold next to nothing themselves.
 */
export const MiB = 1024 * 1024
export const UPLOAD_BYTES = 100 * MiB
export const BOUNDARY = 'abuse-boundary'
const chunk = Buffer.alloc(256 * 1024, 0x41)

export interface PowChallenge {
  algorithm: string
  challenge: string
  salt: string
  signature: string
  maxnumber: number
}

/** The captcha field for a proof-of-work challenge, solved with node:crypto (altcha's own solver is 30x slower). */
export function solvedPow(challenge: PowChallenge): string {
  const algorithm = challenge.algorithm.replace('-', '').toLowerCase()
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (createHash(algorithm).update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) {
      const { salt, signature } = challenge
      const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt, signature }
      return Buffer.from(JSON.stringify(payload)).toString('base64')
    }
  }
  throw new Error('challenge not solved')
}

/** Complete text parts (a valid inquiry with its captcha), then the head of one huge file part. */
export function multipartHead(fields: Record<string, unknown>): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  )
  parts.push(
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="files"; filename="big.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4\n`,
  )
  return Buffer.from(parts.join(''))
}

export interface RawUpload {
  port: number
  path: string
  /** From multipartHead. */
  head: Buffer
  /** Content-Length when true, chunked transfer when false. */
  declareLength: boolean
  /** More request headers: the client's address, the origin. */
  headers: Record<string, string>
  /** Bytes of the file to send; fewer than UPLOAD_BYTES with `stall` leaves the upload hanging there. */
  fileBytes?: number
  stall?: (socket: Socket) => void
  /** Stop sending after `bytes` of the file until `until` resolves (uploadInParallel's gate). */
  pause?: UploadGate
}

export interface UploadGate {
  bytes: number
  until: Promise<void>
}

/** Sends the upload as fast as the server takes it; answers the status it replied with (0: it hung up without one). */
export function rawUpload({
  port,
  path,
  head,
  declareLength,
  headers,
  fileBytes = UPLOAD_BYTES,
  stall,
  pause,
}: RawUpload): Promise<number> {
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
  const total = head.length + UPLOAD_BYTES + tail.length
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    let settled = false
    const settle = (status: number) => {
      if (settled) return
      settled = true
      socket.destroy()
      resolve(status)
    }
    const frame = (bytes: Buffer) =>
      declareLength ? [bytes] : [Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]
    let sent = 0
    let paused = false
    const writeMore = () => {
      while (!settled && sent < fileBytes) {
        if (pause && !paused && sent >= pause.bytes) {
          paused = true
          return void pause.until.then(writeMore)
        }
        sent += chunk.length
        let drained = true
        for (const piece of frame(chunk)) drained = socket.write(piece) && drained
        if (!drained) return void socket.once('drain', writeMore)
      }
      if (stall) return stall(socket)
      if (!settled)
        for (const piece of [...frame(tail), ...(declareLength ? [] : [Buffer.from('0\r\n\r\n')])]) socket.write(piece)
    }
    socket.on('data', (data) => {
      answer += data.toString('latin1')
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]
      if (status) settle(Number(status))
    })
    socket.on('error', () => settle(0))
    socket.on('close', () => settle(0))
    socket.on('connect', () => {
      const lines = [
        `POST ${path} HTTP/1.1`,
        `host: 127.0.0.1:${port}`,
        `content-type: multipart/form-data; boundary=${BOUNDARY}`,
        declareLength ? `content-length: ${total}` : 'transfer-encoding: chunked',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        'connection: close',
      ]
      socket.write(`${lines.join('\r\n')}\r\n\r\n`)
      for (const piece of frame(head)) socket.write(piece)
      writeMore()
    })
  })
}

export interface ParallelOutcome {
  statuses: number[]
  seconds: number
  /** The highest RSS seen while they ran, less the RSS before, in MB. */
  riseMb: number
  /** '3x413 47x429, 4.2 s, RSS +12.0 MB' */
  summary: string
}

/**
 * Holds every upload after its first MiB until at most `readAtOnce` are unanswered: the server has then seen every
 * request and refused the rest unread, so a count of uploads read to the limit is a count of those read at once. On a
 * slow machine, without it, the first reads reached the limit and gave their slots back before the last requests
 * arrived, which were then read too. A server that reads more at once never gets there: after `timeoutMs` the gate
 * opens, and those it read show in the statuses.
 */
function gateFor(count: number, readAtOnce: number, timeoutMs = 30_000) {
  let open: () => void = () => {}
  const until = new Promise<void>((resolve) => {
    open = resolve
  })
  const timer = setTimeout(open, timeoutMs)
  let answered = 0
  return {
    pause: { bytes: MiB, until },
    answered() {
      answered += 1
      if (count - answered <= readAtOnce) {
        clearTimeout(timer)
        open()
      }
    },
  }
}

/**
 * Starts every upload at once and samples `rss()` (bytes) every 10 ms until the last is answered. With `readAtOnce`,
 * the uploads wait at their first MiB until the others were answered (gateFor).
 */
export async function uploadInParallel(
  uploads: ((pause?: UploadGate) => Promise<number>)[],
  rss: () => number,
  readAtOnce?: number,
): Promise<ParallelOutcome> {
  const gate = readAtOnce === undefined ? undefined : gateFor(uploads.length, readAtOnce)
  const before = rss()
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss())
  }, 10)
  const started = performance.now()
  const statuses = await Promise.all(
    uploads.map(async (upload) => {
      const status = await upload(gate?.pause)
      gate?.answered()
      return status
    }),
  )
  clearInterval(sampler)
  peak = Math.max(peak, rss())
  const seconds = (performance.now() - started) / 1000
  const riseMb = (peak - before) / MiB
  const counts = new Map<number, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  const tally = [...counts].map(([status, times]) => `${times}x${status}`).join(' ')
  return { statuses, seconds, riseMb, summary: `${tally}, ${seconds.toFixed(1)} s, RSS +${riseMb.toFixed(1)} MB` }
}

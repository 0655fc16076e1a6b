import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closedGently } from './gentle-close'

const LINGER_FOR_TEST_MS = 300
const chunk = Buffer.alloc(256 * 1024, 0x41)
/** What each client says it sends: more than it can send on loopback within the linger. */
const DECLARED_BYTES = 4 * 1024 ** 3

let server: ReturnType<typeof serve> | undefined
let port = 0

beforeAll(async () => {
  // Refuses every upload by its declared size, before reading a byte of it, as the inquiry endpoints do.
  const refuse = async (request: Request) => {
    const refusal = Response.json({ error: 'too large' }, { status: 413, headers: { connection: 'close' } })
    return closedGently(request, refusal, LINGER_FOR_TEST_MS)
  }
  port = await new Promise<number>((resolve) => {
    server = serve({ fetch: refuse, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port))
  })
})

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
})

interface Sender {
  /** The client starts reading this long after it starts sending (a busy browser, a loaded machine). */
  readAfterMs: number
  /** Whether it stops when it has the answer, as browsers do, or goes on sending. */
  stopOnAnswer: boolean
}

/** Sends DECLARED_BYTES as fast as the server takes it; answers the status read, or the error that ended the connection. */
function upload({ readAfterMs, stopOnAnswer }: Sender): Promise<{ outcome: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = performance.now()
    // Half open: the server's end of its stream does not end the client's sending.
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true })
    let outcome = ''
    const settle = (what: string) => {
      outcome ||= what
      if (stopOnAnswer) socket.destroy()
    }
    socket.on('connect', () => {
      socket.write(`POST /contacts HTTP/1.1\r\nhost: localhost\r\ncontent-length: ${DECLARED_BYTES}\r\nconnection: close\r\n\r\n`)
      socket.pause()
      setTimeout(() => socket.resume(), readAfterMs)
      let sent = 0
      const sendMore = () => {
        while (!socket.destroyed && sent < DECLARED_BYTES) {
          sent += chunk.length
          if (!socket.write(chunk)) return void socket.once('drain', sendMore)
        }
      }
      sendMore()
    })
    socket.on('data', (data) => settle(/^HTTP\/1\.1 (\d{3})/.exec(data.toString('latin1'))?.[1] ?? 'garbled'))
    socket.on('error', (error: NodeJS.ErrnoException) => settle(error.code ?? 'error'))
    socket.on('close', () => {
      settle('closed without an answer')
      resolve({ outcome, closedAfterMs: performance.now() - started })
    })
  })
}

describe('a refusal sent before the body was read', () => {
  it('reaches a client still sending, even one that reads it late', async () => {
    const senders = Array.from({ length: 10 }, (_, index) => ({ readAfterMs: index * 20, stopOnAnswer: true }))
    const outcomes = []
    for (const sender of senders) outcomes.push((await upload(sender)).outcome)
    expect(outcomes).toEqual(senders.map(() => '413'))
  })

  it('is followed by the end of the connection once the linger is over, for a client that goes on sending', async () => {
    const { outcome, closedAfterMs } = await upload({ readAfterMs: 0, stopOnAnswer: false })
    expect(outcome).toBe('413')
    expect(closedAfterMs).toBeGreaterThanOrEqual(LINGER_FOR_TEST_MS - 50)
    expect(closedAfterMs).toBeLessThan(LINGER_FOR_TEST_MS + 2_000)
  })
})

describe('other responses', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://localhost/contacts', { method: 'POST', headers, body: 'x'.repeat(10), duplex: 'half' } as RequestInit)

  it('are answered as they are: a success, a refusal that keeps the connection, an answer to a request without a body', async () => {
    const created = Response.json({ ok: true }, { status: 201, headers: { connection: 'close' } })
    const kept = Response.json({ error: 'invalid' }, { status: 400 })
    const refused = Response.json({ error: 'too large' }, { status: 413, headers: { connection: 'close' } })
    expect(await closedGently(request({ 'content-length': '10' }), created)).toBe(created)
    expect(await closedGently(request({ 'content-length': '10' }), kept)).toBe(kept)
    expect(await closedGently(new Request('http://localhost/contacts'), refused)).toBe(refused)
  })

  it('a refusal whose client has left already ends at once, with its whole answer', async () => {
    const left = new AbortController()
    left.abort()
    const refusal = Response.json({ error: 'too large' }, { status: 413, headers: { connection: 'close' } })
    const request = new Request('http://localhost/contacts', {
      method: 'POST',
      headers: { 'transfer-encoding': 'chunked' },
      signal: left.signal,
    })
    const answer = await closedGently(request, refusal, 60_000)
    expect(answer.headers.get('content-length')).toBe(String(JSON.stringify({ error: 'too large' }).length))
    expect(await answer.json()).toEqual({ error: 'too large' })
  })
})

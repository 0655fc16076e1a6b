import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

/** How the stand-in for the company's API (API_BASE_URL) behaves right now. */
export type ApiMode = 'up' | 'slow' | 'down' | 'junk' | 'failing'

/** How long `slow` holds each call before passing it on. */
export const SLOW_API_MS = 500

/**
 * A loopback stand-in for the external API that can be switched while a site uses it: `up` passes every call
 * on to a real `/api/v1` (the e2e server's built-in backend), `slow` does so after `SLOW_API_MS`, `down` refuses
 * connections (nothing listens), `junk` answers 200 with an HTML page, `failing` answers 500 with an HTML page
 * (neither has a JSON body).
 */
export class SwitchableApi {
  private server: Server | undefined
  private mode: ApiMode = 'up'
  /** Calls received and not yet answered (or cut). */
  private inFlight = 0
  private onIdle: Array<() => void> = []

  constructor(
    readonly port: number,
    private readonly upstream: URL,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/api/v1`
  }

  async switchTo(mode: ApiMode): Promise<void> {
    this.mode = mode
    if (mode === 'down') return this.stop()
    if (!this.server) await this.listen()
  }

  /** Resolves once every call received so far has been answered (or cut). */
  idle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve()
    return new Promise((resolve) => this.onIdle.push(resolve))
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  private listen(): Promise<void> {
    const server = createServer((incoming, outgoing) => {
      this.inFlight++
      outgoing.on('close', () => {
        this.inFlight--
        if (this.inFlight === 0) for (const resolve of this.onIdle.splice(0)) resolve()
      })
      if (this.mode === 'slow') {
        setTimeout(() => this.passOn(incoming, outgoing), SLOW_API_MS)
        return
      }
      if (this.mode !== 'up') {
        outgoing.writeHead(this.mode === 'junk' ? 200 : 500, { 'content-type': 'text/html' })
        outgoing.end('<html><body>Gateway says hello</body></html>')
        return
      }
      this.passOn(incoming, outgoing)
    })
    this.server = server
    return new Promise((resolve) => server.listen(this.port, '127.0.0.1', resolve))
  }

  private passOn(incoming: IncomingMessage, outgoing: ServerResponse): void {
    const target = new URL(incoming.url ?? '/', this.upstream)
    const proxied = forward(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    proxied.on('error', () => outgoing.destroy())
    incoming.pipe(proxied)
  }
}

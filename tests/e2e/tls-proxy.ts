import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as forward } from 'node:http'
import { createServer, type Server } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A TLS-terminating reverse proxy on loopback, as production puts in front of the site: HTTPS with a self-signed
 * certificate for 127.0.0.1 (made by openssl for the run), passing every request on over HTTP with
 * `X-Forwarded-Proto: https` and the visitor's address in `X-Forwarded-For`.
 */
export class TlsProxy {
  private server: Server | undefined

  constructor(
    readonly port: number,
    private readonly upstream: URL,
  ) {}

  get origin(): string {
    return `https://127.0.0.1:${this.port}`
  }

  async start(): Promise<void> {
    const { key, cert } = selfSignedCertificate()
    const server = createServer({ key, cert }, (incoming, outgoing) => {
      const proxied = forward(
        new URL(incoming.url ?? '/', this.upstream),
        {
          method: incoming.method,
          headers: {
            ...incoming.headers,
            'x-forwarded-proto': 'https',
            'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1',
          },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
        },
      )
      proxied.on('error', () => outgoing.destroy())
      incoming.pipe(proxied)
    })
    this.server = server
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve))
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-tls-'))
  try {
    const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
    const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']
    const files = ['-keyout', keyFile, '-out', certFile]
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, ...files], {
      stdio: 'ignore',
    })
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

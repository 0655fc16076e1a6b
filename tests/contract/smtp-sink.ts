import { SMTPServer } from 'smtp-server'

/** A mail as the SMTP server received it, with the subject and text decoded from MIME. */
export interface ReceivedMail {
  envelopeFrom: string
  envelopeTo: string[]
  from: string
  to: string
  subject: string
  text: string
}

export interface SmtpSink {
  mails: ReceivedMail[]
  /** Resolves once at least `count` mails have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>
  close(): Promise<void>
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  const source = text.replace(/=\r?\n/g, '')
  for (let i = 0; i < source.length; i += 1) {
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(source.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(source.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(source[i] ?? '', 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** Enough of RFC 5322/2045 for nodemailer's single-part text mails. */
export function parseMail(raw: string): Pick<ReceivedMail, 'from' | 'to' | 'subject' | 'text'> {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const body = raw.slice(split + 4)
  const headers = new Map<string, string>()
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':')
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase()
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body
  return {
    from: decodeWords(headers.get('from') ?? ''),
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: text.replace(/\r\n/g, '\n'),
  }
}

/** A real SMTP server on loopback (no TLS; AUTH accepted for the given user) that keeps what it receives. */
export async function startSmtpSink(port: number, auth = { user: 'mailer', pass: 'secret' }): Promise<SmtpSink> {
  const mails: ReceivedMail[] = []
  const waiters: (() => void)[] = []
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(credentials, _session, callback) {
      if (credentials.username === auth.user && credentials.password === auth.pass) return callback(null, { user: auth.user })
      return callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
        })
        for (const wake of waiters.splice(0)) wake()
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    mails,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${mails.length}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 100)
        })
      }
      return mails
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

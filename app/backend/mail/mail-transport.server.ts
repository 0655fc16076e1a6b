import nodemailer from 'nodemailer'
import { log } from '~/server/logging/log.server'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
}

/** Hands one mail to whatever delivers it; rejects when it was not accepted. */
export interface MailTransport {
  /** 'smtp' or 'log', for the start-up line. */
  readonly kind: 'smtp' | 'log'
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

export interface MailTransportConfig {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; unset: the log transport. */
  smtpUrl?: string
  /** The sender: an address or `Name <address>`. */
  from: string
}

/**
 * Timeouts well below the outbox's claim lease: a hung server fails the attempt (and it is retried later)
 * long before another worker could take the same mail over.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 }

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, { from, ...SMTP_TIMEOUTS })
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
      if (info.rejected.length) throw new Error(`the mail server refused ${info.rejected.length} recipient(s): ${info.response}`)
    },
    close: () => transporter.close(),
  }
}

/**
 * Without a mail server each mail is written to the server log, so nothing is silently dropped in development: one
 * line per mail, its text a JSON string (a visitor's line breaks in it stay `\n`, never a line of the log).
 */
function logTransport(from: string): MailTransport {
  return {
    kind: 'log',
    async send(mail) {
      log.info('mail', 'logged instead of sent (SMTP_URL unset)', { from, to: mail.to, subject: mail.subject, text: mail.text })
    },
    close: () => {},
  }
}

export function createMailTransport(config: MailTransportConfig): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.from) : logTransport(config.from)
}

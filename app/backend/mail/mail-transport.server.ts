import nodemailer from 'nodemailer'
import { NO_MAIL_SERVER_ERROR } from '~/api/contract/admin-outbox-endpoints'
import { isLoopbackOrigin } from '~/config/loopback-origin'
import { log } from '~/server/logging/log.server'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
}

/** Hands one mail to whatever delivers it; rejects when it was not accepted. */
export interface MailTransport {
  /** 'smtp'; 'log' on a site on loopback without one; 'none' elsewhere without one (decision 96). For the start-up line. */
  readonly kind: 'smtp' | 'log' | 'none'
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/** A mail server, or (none) the site's address, which decides what becomes of the mails (decision 96). */
export type MailTransportConfig = {
  /** The sender: an address or `Name <address>`. */
  from: string
} & (
  | {
      /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
      smtpUrl: string
      siteUrl?: string
    }
  | {
      smtpUrl?: undefined
      /** SITE_URL: without a mail server, only a site on loopback writes its mails to the log. */
      siteUrl: string
    }
)

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
 * Without a mail server, a developer's site (on loopback) writes each mail to the server log, so nothing is silently
 * dropped in development: one line per mail, its text a JSON string (a visitor's line breaks in it stay `\n`, never a
 * line of the log).
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

/**
 * Without a mail server, a site others reach sends nothing and logs no mail's text: mails carry links that sign in,
 * set a password or create a staff account (ASVS 16.2.5). Each attempt fails, so every mail waits in the outbox,
 * with this reason for the console, until a mail server is set (decision 96).
 */
const noMailServer: MailTransport = {
  kind: 'none',
  send: async () => {
    throw new Error(NO_MAIL_SERVER_ERROR)
  },
  close: () => {},
}

export function createMailTransport(config: MailTransportConfig): MailTransport {
  if (config.smtpUrl !== undefined) return smtpTransport(config.smtpUrl, config.from)
  return isLoopbackOrigin(config.siteUrl) ? logTransport(config.from) : noMailServer
}

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { passwordResetEndpoints as api } from '~/api/contract/password-reset-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { mailOutbox } from '~/backend/db/inquiry-schema'
import { createMailTransport, type MailTransport } from '~/backend/mail/mail-transport.server'
import { deliverDueMails } from '~/backend/mail/outbox.server'
import { EMAIL_VERIFICATION_KIND } from '~/backend/sign-in/email-verification/email-verification-mail'
import { siteDefaults } from '~/config/site-defaults'
import { type AuthHarness, START, send, signUp as signUpMailed } from './auth-support'
import { setUpContractHarness, type TransportName } from './harness'
import { type SmtpSink, startSmtpSink } from './smtp-sink'

/**
 * What the tests of the password reset share (password-reset.test.ts, password-reset-limits.test.ts): a harness with
 * the reset on and a clock the tests move, an hour on for every test, a real SMTP server on `smtpPort` that the outbox
 * delivers to, and the reset's calls over a transport.
 */

export const SITE_URL = 'https://cellactis.test'
export const brand = siteDefaults.brandName

export const tokenIn = (text: string) => new URL(/https:\/\/\S+/.exec(text)?.[0] ?? 'https://x.test/').searchParams.get('token')

/**
 * The reset's harness and the SMTP server on `smtpPort`. `answerFloorMs` is the backend's (400 ms) unless a file that
 * does not test the floor sets it to 0: every request would wait it out.
 */
export function setUpPasswordReset(smtpPort: number, { answerFloorMs }: { answerFloorMs?: number } = {}) {
  const clock = { now: new Date(START) }
  const harness = setUpContractHarness(() => ({
    auth: { trustProxy: true, signUpLimit: 1000, clock: () => clock.now },
    passwordReset: { siteUrl: SITE_URL, answerFloorMs },
  })) as AuthHarness
  harness.clock = clock

  let started: SmtpSink | undefined
  const running = () => {
    if (!started) throw new Error('the SMTP server is not started yet')
    return started
  }
  /** The SMTP server of the file, started before its tests. */
  const sink: Pick<SmtpSink, 'mails' | 'waitFor'> = {
    get mails() {
      return running().mails
    },
    waitFor: (count, timeoutMs) => running().waitFor(count, timeoutMs),
  }
  beforeAll(async () => {
    started = await startSmtpSink(smtpPort)
  })
  afterAll(async () => {
    await started?.close()
  })
  beforeEach(() => {
    // A new hour for every test: each starts with the limits untouched.
    clock.now = new Date(clock.now.getTime() + 3_600_000)
    sink.mails.length = 0
  })

  const smtp = () =>
    createMailTransport({ smtpUrl: `smtp://mailer:secret@127.0.0.1:${smtpPort}`, from: `${brand} <no-reply@cellactis.test>` })

  /** Runs the outbox once on the test clock, as the worker would. */
  async function deliver(transport: MailTransport = smtp()) {
    try {
      return await deliverDueMails(harness.database.db, transport, { clock: () => clock.now })
    } finally {
      transport.close()
    }
  }

  /** Signs a member up and drops the mail that verifies the address, so that only the reset's mails are counted here. */
  async function signUp(...args: Parameters<typeof signUpMailed>): Promise<string> {
    const token = await signUpMailed(...args)
    await harness.database.db.delete(mailOutbox).where(eq(mailOutbox.kind, EMAIL_VERIFICATION_KIND))
    return token
  }

  let addresses = 0
  /** A client address no other call used, so that only the limit a test is about is in play. */
  const freshIp = () => {
    addresses += 1
    return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`
  }

  /** The reset's calls over `transport`, each from an address of its own unless one is named. */
  function callsOver(transport: TransportName) {
    const ask = (email: string, options: { locale?: string; clientIp?: string } = {}) =>
      send(harness, transport, api.requestPasswordReset, { body: { email } }, { clientIp: freshIp(), ...options })
    const check = (token: string, locale = 'en-US') =>
      send(harness, transport, api.checkPasswordReset, { body: { token } }, { locale })
    const confirm = (token: string, newPassword: string, locale = 'en-US') =>
      send(harness, transport, api.confirmPasswordReset, { body: { token, newPassword } }, { locale })
    const login = (email: string, password: string) =>
      send(harness, transport, signInEndpoints.login, { body: { email, password } }, { clientIp: freshIp() })

    /** Asks for a reset of `email` and answers the token of the link that arrived. */
    async function mailedToken(email: string, locale = 'en-US'): Promise<string> {
      expect((await ask(email, { locale })).status).toBe(200)
      await deliver()
      const mail = (await sink.waitFor(1)).find((received) => received.envelopeTo.includes(email))
      sink.mails.length = 0
      const token = tokenIn(mail?.text ?? '')
      if (!token) throw new Error(`no link was mailed to ${email}`)
      return token
    }

    return { ask, check, confirm, login, mailedToken }
  }

  return { clock, harness, sink, deliver, signUp, freshIp, callsOver }
}

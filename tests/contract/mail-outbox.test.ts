import { inArray } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NO_MAIL_SERVER_ERROR } from '~/api/contract/admin-outbox-endpoints'
import { mailOutbox } from '~/backend/db/inquiry-schema'
import { createMailTransport } from '~/backend/mail/mail-transport.server'
import { defaultOutboxPolicy, deliverDueMails } from '~/backend/mail/outbox.server'
import { startOutboxWorker } from '~/backend/mail/outbox-worker.server'
import { setUpContractHarness } from './harness'
import { insertInquiry, testMailSettings } from './inquiry-fixtures'
import { type SmtpSink, startSmtpSink } from './smtp-sink'

const SMTP_PORT = 3242
const harness = setUpContractHarness()
const smtpUrl = `smtp://127.0.0.1:${SMTP_PORT}`
const minute = 60_000
let sink: SmtpSink | undefined

afterEach(async () => {
  await sink?.close()
  sink = undefined
})

async function outboxRows(inquiryIds: number[]) {
  return harness.database.db.select().from(mailOutbox).where(inArray(mailOutbox.inquiryId, inquiryIds)).orderBy(mailOutbox.id)
}

async function deliverAt(now: Date, policy = defaultOutboxPolicy) {
  const transport = createMailTransport({ smtpUrl, from: 'no-reply@cellactis.test' })
  try {
    return await deliverDueMails(harness.database.db, transport, { clock: () => now, policy })
  } finally {
    transport.close()
  }
}

/** Failed attempts are logged as warnings: expected here, so they do not fail the test. */
const expectWarnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {})

describe('the mail outbox while the mail server is down', () => {
  it('keeps the mail, retries with growing waits, and delivers it once the server is back', async () => {
    const warn = expectWarnings()
    const t0 = new Date(Date.now() + 24 * 60 * minute)
    const inquiry = await insertInquiry(harness.database.db, undefined, { mails: testMailSettings })

    expect(await deliverAt(t0)).toEqual({ sent: 0, failed: 2, gaveUp: 0 })
    let rows = await outboxRows([inquiry.id])
    expect(rows.map((row) => [row.attempts, row.sentAt, row.nextAttemptAt.getTime() - t0.getTime()])).toEqual([
      [1, null, minute],
      [1, null, minute],
    ])
    expect(rows[0]?.lastError).toMatch(/ECONNREFUSED|connect/i)
    expect(warn).toHaveBeenCalled()

    // Not due yet: nothing is tried.
    expect(await deliverAt(new Date(t0.getTime() + 30_000))).toEqual({ sent: 0, failed: 0, gaveUp: 0 })
    // Due: tried again, and the wait doubles.
    const t1 = new Date(t0.getTime() + minute + 1000)
    expect(await deliverAt(t1)).toEqual({ sent: 0, failed: 2, gaveUp: 0 })
    rows = await outboxRows([inquiry.id])
    expect(rows.map((row) => [row.attempts, row.nextAttemptAt.getTime() - t1.getTime()])).toEqual([
      [2, 2 * minute],
      [2, 2 * minute],
    ])

    sink = await startSmtpSink(SMTP_PORT)
    expect(await deliverAt(new Date(t1.getTime() + 2 * minute + 1000))).toEqual({ sent: 2, failed: 0, gaveUp: 0 })
    const mails = await sink.waitFor(2)
    expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual([inquiry.email, testMailSettings.notifyTo].sort())
    rows = await outboxRows([inquiry.id])
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 3)).toBe(true)
  })

  it('gives up after the last attempt, loudly, and keeps the row with its error', async () => {
    expectWarnings()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const policy = { ...defaultOutboxPolicy, maxAttempts: 2 }
    const t0 = new Date(Date.now() + 48 * 60 * minute)
    const inquiry = await insertInquiry(harness.database.db, undefined, { mails: { ...testMailSettings, confirmation: false } })

    expect(await deliverAt(t0, policy)).toMatchObject({ failed: 1, gaveUp: 0 })
    expect(await deliverAt(new Date(t0.getTime() + 2 * minute), policy)).toMatchObject({ failed: 0, gaveUp: 1 })
    expect(String(error.mock.calls[0]?.[0])).toContain('GAVE UP')
    expect(await deliverAt(new Date(t0.getTime() + 24 * 60 * minute), policy)).toEqual({ sent: 0, failed: 0, gaveUp: 0 })
    const [row] = await outboxRows([inquiry.id])
    expect(row).toMatchObject({ attempts: 2, sentAt: null })
    expect(row?.lastError).toBeTruthy()
    // Under the default policy this row would be tried again; the other tests count mails exactly.
    await harness.database.db.delete(mailOutbox).where(inArray(mailOutbox.inquiryId, [inquiry.id]))
  })

  it('sends each mail exactly once when two workers run at the same time', async () => {
    sink = await startSmtpSink(SMTP_PORT)
    const ids: number[] = []
    for (let i = 0; i < 8; i += 1) ids.push((await insertInquiry(harness.database.db, undefined, { mails: testMailSettings })).id)
    const now = new Date(Date.now() + 72 * 60 * minute)
    const reports = await Promise.all([deliverAt(now), deliverAt(now)])
    expect(reports[0].sent + reports[1].sent).toBe(16)
    const mails = await sink.waitFor(16)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mails).toHaveLength(16)
    const keys = mails.map((mail) => `${mail.envelopeTo[0]} ${mail.subject}`)
    expect(new Set(keys).size).toBe(16)
    expect((await outboxRows(ids)).every((row) => row.attempts === 1 && row.sentAt !== null)).toBe(true)
  })

  it('runs on a timer in the backend process and stops cleanly', async () => {
    sink = await startSmtpSink(SMTP_PORT)
    const inquiry = await insertInquiry(harness.database.db, undefined, { mails: testMailSettings })
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const passes: number[] = []
    const worker = startOutboxWorker(harness.database.db, createMailTransport({ smtpUrl, from: 'no-reply@cellactis.test' }), {
      intervalMs: 50,
      firstRunAfterMs: 0,
      onPass: (report) => passes.push(report.sent),
    })
    await sink.waitFor(2)
    await worker.stop()
    const passesAtStop = passes.length
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(passes.length).toBe(passesAtStop)
    expect((await outboxRows([inquiry.id])).every((row) => row.sentAt !== null)).toBe(true)
    expect(info).toHaveBeenCalledWith(expect.stringContaining('mail: sent 2 mail(s) through smtp'))
  })
})

describe('the mail outbox of a site others reach, without a mail server (decision 96)', () => {
  it('sends nothing and logs no mail: each waits in the outbox with the reason, and goes once a server is set', async () => {
    const logged = (['info', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}))
    const t0 = new Date(Date.now() + 96 * 60 * minute)
    const inquiry = await insertInquiry(harness.database.db, undefined, { mails: testMailSettings })
    const texts = (await outboxRows([inquiry.id])).flatMap((row) => [row.subject, row.toAddress, ...row.textBody.split('\n')])
    const none = createMailTransport({ from: 'no-reply@cellactis.test', siteUrl: 'https://www.cellactis.example' })
    expect(none.kind).toBe('none')

    expect(await deliverDueMails(harness.database.db, none, { clock: () => t0 })).toEqual({ sent: 0, failed: 2, gaveUp: 0 })
    const rows = await outboxRows([inquiry.id])
    expect(rows.map((row) => [row.sentAt, row.lastError])).toEqual([
      [null, NO_MAIL_SERVER_ERROR],
      [null, NO_MAIL_SERVER_ERROR],
    ])
    const lines = logged.flatMap((spy) => spy.mock.calls.map((call) => String(call[0])))
    expect(lines.filter((line) => line.includes('failed, attempt 1'))).toHaveLength(2)
    const written = texts.filter((text) => text.trim().length > 3 && lines.some((line) => line.includes(text)))
    expect(written).toEqual([])

    sink = await startSmtpSink(SMTP_PORT)
    expect(await deliverAt(new Date(t0.getTime() + minute + 1000))).toEqual({ sent: 2, failed: 0, gaveUp: 0 })
    expect((await sink.waitFor(2)).map((mail) => mail.envelopeTo[0]).sort()).toEqual(
      [inquiry.email, testMailSettings.notifyTo].sort(),
    )
  })

  it('is written to the log whole on a site on loopback, a developer’s', () => {
    expect(createMailTransport({ from: 'no-reply@cellactis.test', siteUrl: 'http://localhost:3000' }).kind).toBe('log')
    expect(createMailTransport({ from: 'no-reply@cellactis.test', siteUrl: 'http://10.0.0.5:3000' }).kind).toBe('none')
  })
})

describe('the mail outbox of every process', () => {
  it('sends a queued mail at once, on hearing it was committed, though the next timed look is an hour away', async () => {
    sink = await startSmtpSink(SMTP_PORT)
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const hour = 60 * minute
    // Two processes' outboxes hear the same database: each looks when it hears the commit, and each mail goes once,
    // whichever claims it.
    const passes: number[][] = [[], []]
    const workers = passes.map((seen) =>
      startOutboxWorker(harness.database.db, createMailTransport({ smtpUrl, from: 'no-reply@cellactis.test' }), {
        intervalMs: hour,
        firstRunAfterMs: hour,
        listen: harness.database.listen,
        onPass: (report) => seen.push(report.sent),
      }),
    )
    try {
      await Promise.all(workers.map((worker) => worker.listening))
      const inquiry = await insertInquiry(harness.database.db, undefined, { mails: testMailSettings })
      await sink.waitFor(2, 10_000)
      await vi.waitFor(() => expect(passes.every((seen) => seen.length > 0)).toBe(true), { timeout: 10_000 })
      expect(passes.flat().reduce((sum, sent) => sum + sent, 0)).toBe(2)
      expect(sink.mails).toHaveLength(2)
      expect((await outboxRows([inquiry.id])).every((row) => row.sentAt !== null)).toBe(true)
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()))
    }
    expect(info).toHaveBeenCalledWith(expect.stringContaining('mail: sent'))
  })
})

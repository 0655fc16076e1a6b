import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mailOutbox } from '~/backend/db/inquiry-schema'
import { formatBytes } from '~/backend/mail/byte-size'
import { confirmationText, inquiryTypeLabels, localeNamesInKorean } from '~/backend/mail/inquiry-mail-text'
import { INQUIRY_CONFIRMATION_KIND, INQUIRY_NOTICE_KIND, inquiryMailSettingsFromEnv } from '~/backend/mail/inquiry-mails'
import { createMailTransport } from '~/backend/mail/mail-transport.server'
import { deliverDueMails } from '~/backend/mail/outbox.server'
import { siteDefaults } from '~/config/site-defaults'
import { locales } from '~/i18n/locales'
import { setUpContractHarness } from './harness'
import { insertInquiry, pdfBytes, testMailSettings } from './inquiry-fixtures'
import { type SmtpSink, startSmtpSink } from './smtp-sink'

const SMTP_PORT = 3241
const harness = setUpContractHarness()
let sink: SmtpSink

beforeAll(async () => {
  sink = await startSmtpSink(SMTP_PORT)
})
afterAll(async () => {
  await sink?.close()
})

const smtp = () =>
  createMailTransport({ smtpUrl: `smtp://mailer:secret@127.0.0.1:${SMTP_PORT}`, from: 'Cellactis <no-reply@cellactis.test>' })

async function deliverAll() {
  const transport = smtp()
  try {
    return await deliverDueMails(harness.database.db, transport)
  } finally {
    transport.close()
  }
}

describe('inquiry mail through a real SMTP server', () => {
  it.each(locales)('sends the staff a Korean notice and the visitor a %s confirmation', async (locale) => {
    sink.mails.length = 0
    const inquiry = await insertInquiry(harness.database.db, undefined, {
      locale,
      type: 'PARTNERSHIP',
      email: `visitor-${locale}@example.test`,
      subject: 'Distribution\r\nBcc: victim@example.test',
      content: `Contract terms, written in ${locale}.`,
      files: [
        { name: '견적서.pdf', bytes: pdfBytes('quote') },
        { name: 'spec.pdf', bytes: pdfBytes('spec') },
      ],
      mails: testMailSettings,
    })

    expect(await deliverAll()).toEqual({ sent: 2, failed: 0, gaveUp: 0 })
    const mails = await sink.waitFor(2)
    const notice = mails.find((mail) => mail.envelopeTo.includes(testMailSettings.notifyTo))
    const confirmation = mails.find((mail) => mail.envelopeTo.includes(`visitor-${locale}@example.test`))
    expect(mails).toHaveLength(2)
    expect(notice?.envelopeFrom).toBe('no-reply@cellactis.test')

    // The staff notice: Korean, everything the visitor sent, the files named but not attached.
    expect(notice?.subject).toContain(inquiry.receiptNumber)
    expect(notice?.subject).toContain(inquiryTypeLabels.PARTNERSHIP['ko-KR'])
    expect(notice?.subject).not.toMatch(/[\r\n]/)
    expect(notice?.text).toContain(`${localeNamesInKorean[locale]} (${locale})`)
    expect(notice?.text).toContain(`Contract terms, written in ${locale}.`)
    expect(notice?.text).toContain(inquiry.email)
    expect(notice?.text).toContain(inquiry.fullName)
    expect(notice?.text).toContain(`견적서.pdf (${formatBytes(pdfBytes('quote').byteLength)})`)
    expect(notice?.text).toContain('spec.pdf')
    expect(notice?.text).not.toContain('%PDF')
    // A header injection in the subject stays text: nobody else received the mail.
    expect(mails.flatMap((mail) => mail.envelopeTo)).not.toContain('victim@example.test')

    // The confirmation: the visitor's language, the receipt number, the retention promise, none of their text.
    const text = confirmationText[locale]
    expect(confirmation?.subject).toBe(text.subject(testMailSettings.brandName, inquiry.receiptNumber))
    expect(confirmation?.text).toContain(`${text.receiptLabel}: ${inquiry.receiptNumber}`)
    expect(confirmation?.text).toContain(`${text.typeLabel}: ${inquiryTypeLabels.PARTNERSHIP[locale]}`)
    expect(confirmation?.text).toContain(text.retention)
    expect(confirmation?.text).toContain(
      text.attachments(2, formatBytes(pdfBytes('quote').byteLength + pdfBytes('spec').byteLength)),
    )
    expect(confirmation?.text).not.toContain('Contract terms')
    expect(confirmation?.text).not.toContain('견적서')

    const rows = await harness.database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, inquiry.id))
    expect(rows.map((row) => row.kind).sort()).toEqual([INQUIRY_CONFIRMATION_KIND, INQUIRY_NOTICE_KIND])
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1 && row.lastError === null)).toBe(true)
  })

  it('sends only the staff notice when the confirmation is off', async () => {
    const inquiry = await insertInquiry(harness.database.db, undefined, { mails: { ...testMailSettings, confirmation: false } })
    const rows = await harness.database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, inquiry.id))
    expect(rows.map((row) => row.toAddress)).toEqual([testMailSettings.notifyTo])
  })

  it('sends the staff notice to the company email unless INQUIRY_NOTIFY_TO says otherwise', () => {
    expect(inquiryMailSettingsFromEnv()).toMatchObject({
      notifyTo: process.env.INQUIRY_NOTIFY_TO || process.env.COMPANY_EMAIL || siteDefaults.company.email,
      confirmation: process.env.INQUIRY_CONFIRMATION !== 'off',
    })
  })

  it('writes each mail to the log and marks it sent when no SMTP server is configured', async () => {
    const inquiry = await insertInquiry(harness.database.db, undefined, { mails: { ...testMailSettings, confirmation: false } })
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const transport = createMailTransport({ from: 'no-reply@cellactis.test', siteUrl: 'http://localhost:3000' })
    expect(transport.kind).toBe('log')
    await deliverDueMails(harness.database.db, transport)
    const logged = info.mock.calls.map((call) => String(call[0])).join('\n')
    expect(logged).toContain(`to="${testMailSettings.notifyTo}"`)
    expect(logged).toContain(inquiry.receiptNumber)
    expect(logged).toContain(inquiry.content)
    const [row] = await harness.database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, inquiry.id))
    expect(row?.sentAt).not.toBeNull()
  })
})

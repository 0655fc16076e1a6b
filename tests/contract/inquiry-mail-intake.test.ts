import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatBytes } from '~/backend/mail/byte-size'
import { confirmationText, localeNamesInKorean } from '~/backend/mail/inquiry-mail-text'
import { createMailTransport } from '~/backend/mail/mail-transport.server'
import { deliverDueMails } from '~/backend/mail/outbox.server'
import { testMailSettings } from './inquiry-fixtures'
import { inquiryForm, pdfBytes, postMultipart, setUpInquiryHarness, solveCaptcha, validInquiry } from './inquiry-support'
import { type SmtpSink, startSmtpSink } from './smtp-sink'

const SMTP_PORT = 3244
const harness = setUpInquiryHarness({ mailSettings: testMailSettings })
let sink: SmtpSink

beforeAll(async () => {
  sink = await startSmtpSink(SMTP_PORT)
})
afterAll(async () => {
  await sink?.close()
})

describe('an inquiry sent through the form', () => {
  it('reaches the staff and the visitor by mail once it is stored', async () => {
    const captcha = await solveCaptcha(harness, 'http')
    const fields = { ...validInquiry, email: 'li@example.test', privacyAgree: 'true', captcha }
    const answer = await postMultipart(
      harness,
      'http',
      inquiryForm(fields, [{ name: '报价单.pdf', bytes: pdfBytes, type: 'application/pdf' }]),
      'zh-CN',
    )
    expect(answer.status).toBe(201)
    const receipt = answer.json.data?.receiptNumber ?? ''

    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}`, from: 'no-reply@cellactis.test' })
    expect(await deliverDueMails(harness.database.db, transport)).toMatchObject({ sent: 2 })
    transport.close()
    const mails = await sink.waitFor(2)

    const notice = mails.find((mail) => mail.envelopeTo[0] === testMailSettings.notifyTo)
    expect(notice?.subject).toContain(receipt)
    expect(notice?.text).toContain(validInquiry.content)
    expect(notice?.text).toContain(`${localeNamesInKorean['zh-CN']} (zh-CN)`)
    expect(notice?.text).toContain(`报价单.pdf (${formatBytes(pdfBytes.byteLength)})`)
    expect(notice?.text).not.toContain('%PDF')

    const confirmation = mails.find((mail) => mail.envelopeTo[0] === 'li@example.test')
    expect(confirmation?.subject).toBe(confirmationText['zh-CN'].subject(testMailSettings.brandName, receipt))
    expect(confirmation?.text).toContain(confirmationText['zh-CN'].retention)
  })
})

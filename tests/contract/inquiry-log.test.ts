import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { inquiries, mailOutbox } from '~/backend/db/inquiry-schema'
import { createMailTransport } from '~/backend/mail/mail-transport.server'
import { deliverDueMails } from '~/backend/mail/outbox.server'
import { testMailSettings } from './inquiry-fixtures'
import { postJson, setUpInquiryHarness, solveCaptcha, validInquiry } from './inquiry-support'

/**
 * Issue 21: without SMTP every mail goes to the server log, and an inquiry's text used to go there as typed, so a
 * visitor's line breaks wrote entries of their own (a fake SMS code, a fake mail). Each mail is now one line. Since
 * decision 105 the API takes line breaks only in the message, and no control character anywhere (an escape, C1's next
 * line); the Unicode line and paragraph separators are text it takes in any field, and a log viewer may break on them.
 */
const harness = setUpInquiryHarness({
  mailSettings: { ...testMailSettings, notifyTo: 'staff@cellactis.test' },
})

/** Every way a terminal or a log viewer may start a new line. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: line breaks are what this looks for
const lineBreaks = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/

const forgedSms =
  '\r\nsms (no provider configured, logged instead of sent)\nto: 01012345678\n\n[Cellactis] verification code 123456'
const forgedMail = '\u2028mail (SMTP_URL unset, logged instead of sent)\u2029from: ceo@cellactis.test\u2028to: all@cellactis.test'
const forgedEntries = [
  '\r\nsms: [Cellactis] 인증번호 654321',
  '\nauth: kakao sign-in failed',
  '\rmail: GAVE UP on outbox mail 1',
  '\u2029api: GET /post/news failed',
].join('')
/** What a field of one line may carry to forge an entry: the separators, which are no control characters. */
const forgedInLine = '\u2028sms: [Cellactis] 인증번호 654321\u2029auth: kakao sign-in failed'

/** What the server wrote to its log while `action` ran, as an operator's terminal would split it into lines. */
async function loggedLines(action: () => Promise<unknown>): Promise<string[]> {
  const written: string[] = []
  const record = (...args: unknown[]) => void written.push(args.map(String).join(' '))
  for (const method of ['debug', 'info', 'log', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation(record)
  await action()
  return written.flatMap((entry) => entry.split(lineBreaks))
}

describe('an inquiry in the server log without SMTP', () => {
  it('is one line per mail, with the text readable again, and no line that could pass for another entry', async () => {
    const captcha = await solveCaptcha(harness, 'in-process')
    const answer = await postJson(harness, 'in-process', {
      ...validInquiry,
      company: `Forged Ltd${forgedInLine}`,
      fullName: `Mallory\u2028mail: to all staff\u2029sms: code 000000`,
      subject: `Sample${forgedInLine}`,
      content: `Please call me.${forgedSms}${forgedMail}${forgedEntries}`,
      captcha,
      website: '',
    })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    const db = harness.database.db
    const [inquiry] = await db
      .select()
      .from(inquiries)
      .where(eq(inquiries.receiptNumber, answer.json.data?.receiptNumber ?? ''))
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.inquiryId, inquiry?.id ?? -1))
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([validInquiry.email, 'staff@cellactis.test'])

    const transport = createMailTransport({ from: 'no-reply@cellactis.test', siteUrl: 'http://localhost:3000' })
    const lines = await loggedLines(() => deliverDueMails(db, transport))

    // Exactly the two mails, each one line of its own kind; the worker's "sent" line is not written by this call.
    expect(lines).toHaveLength(2)
    for (const line of lines)
      expect(line).toMatch(/^mail: logged instead of sent \(SMTP_URL unset\) from="no-reply@cellactis.test" to="/)
    expect(lines.filter((line) => /^(sms|auth|api)\b|^mail \(/.test(line))).toEqual([])

    // The operator still reads each mail whole: its recipient, subject and text are JSON strings on the line.
    for (const mail of mails) {
      const line = lines.find((candidate) => candidate.includes(`to=${JSON.stringify(mail.toAddress)}`)) ?? ''
      const text = /text=("(?:[^"\\]|\\.)*")$/.exec(line)?.[1] ?? '""'
      expect(JSON.parse(text)).toBe(mail.textBody)
      expect(line).toContain(`subject=${JSON.stringify(mail.subject)}`)
    }
    const notice = mails.find((mail) => mail.toAddress === 'staff@cellactis.test')
    expect(notice?.textBody).toContain(forgedSms)
  })
})

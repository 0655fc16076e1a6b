import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { inquiries, inquiryAttachments, mailOutbox } from '~/backend/db/inquiry-schema'
import { RECEIPT_NUMBER_PATTERN } from '~/backend/inquiries/receipt-number'
import { transportNames } from './harness'
import {
  count,
  docxBytes,
  inquiryForm,
  message,
  pdfBytes,
  pngBytes,
  postJson,
  postMultipart,
  setUpInquiryHarness,
  solveCaptcha,
  storedFiles,
  validInquiry,
} from './inquiry-support'

const harness = setUpInquiryHarness()

describe.each(transportNames)('POST /contacts over %s', (name) => {
  it('stores a JSON inquiry with its outbox mail before answering 201 with the receipt number', async () => {
    const captcha = await solveCaptcha(harness, name)
    const answer = await postJson(harness, name, { ...validInquiry, captcha, website: '' }, 'en-US')

    expect(answer.status).toBe(201)
    const receiptNumber = answer.json.data?.receiptNumber ?? ''
    expect(receiptNumber).toMatch(RECEIPT_NUMBER_PATTERN)
    const db = harness.database.db
    const [row] = await db.select().from(inquiries).where(eq(inquiries.receiptNumber, receiptNumber))
    expect(row).toMatchObject({ company: validInquiry.company, email: validInquiry.email, locale: 'en-US', type: 'OEM_ODM' })
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.inquiryId, row?.id ?? -1))
    expect(mails.length).toBeGreaterThanOrEqual(1)
  })

  it('stores a multipart inquiry with its files under generated names, committed before the answer', async () => {
    const captcha = await solveCaptcha(harness, name)
    const files = [
      { name: '회사 소개서.pdf', bytes: pdfBytes, type: 'application/pdf' },
      { name: 'label.png', bytes: pngBytes, type: 'image/png' },
      { name: 'spec.docx', bytes: docxBytes() },
    ]
    const answer = await postMultipart(harness, name, inquiryForm({ ...validInquiry, captcha, website: '' }, files), 'ja-JP')

    expect(answer.status).toBe(201)
    const receiptNumber = answer.json.data?.receiptNumber ?? ''
    const db = harness.database.db
    const [row] = await db.select().from(inquiries).where(eq(inquiries.receiptNumber, receiptNumber))
    expect(row?.locale).toBe('ja-JP')
    const attachments = await db
      .select()
      .from(inquiryAttachments)
      .where(eq(inquiryAttachments.inquiryId, row?.id ?? -1))
    expect(attachments.map((file) => [file.originalName, file.contentType, file.sizeBytes]).sort()).toEqual(
      [
        ['label.png', 'image/png', pngBytes.length],
        ['spec.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docxBytes().length],
        ['회사 소개서.pdf', 'application/pdf', pdfBytes.length],
      ].sort(),
    )
    const stored = await storedFiles(harness.storage)
    for (const file of attachments) {
      expect(file.storageKey).toMatch(/^inquiries\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(pdf|png|docx)$/)
      expect(stored).toContain(file.storageKey)
      expect(file.storageKey).not.toContain(file.originalName)
    }
    expect(await count(db, 'pending_uploads')).toBe(0)
  })

  it('stores each file under a name with an extension of the type its content shows, whatever the visitor named it', async () => {
    const captcha = await solveCaptcha(harness, name)
    const files = [
      { name: 'report.html', bytes: pdfBytes, type: 'text/html' },
      { name: '견적서.png', bytes: pdfBytes, type: 'image/png' },
      { name: 'label', bytes: pngBytes },
      { name: 'spec sheet.PDF', bytes: pdfBytes, type: 'application/pdf' },
    ]
    const answer = await postMultipart(harness, name, inquiryForm({ ...validInquiry, captcha, website: '' }, files), 'en-US')

    expect(answer.status).toBe(201)
    const db = harness.database.db
    const [row] = await db
      .select()
      .from(inquiries)
      .where(eq(inquiries.receiptNumber, answer.json.data?.receiptNumber ?? ''))
    const attachments = await db
      .select()
      .from(inquiryAttachments)
      .where(eq(inquiryAttachments.inquiryId, row?.id ?? -1))
      .orderBy(inquiryAttachments.id)
    expect(attachments.map((file) => [file.originalName, file.contentType])).toEqual([
      ['report.pdf', 'application/pdf'],
      ['견적서.pdf', 'application/pdf'],
      ['label.png', 'image/png'],
      ['spec sheet.PDF', 'application/pdf'],
    ])
  })
})

type Fields = Record<string, { code: string; message: string }>

/** The field errors as (field → message key), and a check that each message is the catalogue's in that language. */
function fieldCodes(fields: Fields | undefined, locale: Parameters<typeof message>[1]): Record<string, string> {
  const codes: Record<string, string> = {}
  for (const [field, problem] of Object.entries(fields ?? {})) {
    expect(problem.message).toBe(message(problem.code, locale))
    codes[field] = problem.code
  }
  return codes
}

describe.each(transportNames)('POST /contacts validation over %s', (name) => {
  const empty = { type: '', company: ' ', fullName: '', email: '', mobile: '', subject: '', content: '', captcha: 'x' }

  it.each(['ko-KR', 'en-US', 'ja-JP'] as const)(
    'names every missing field in %s, the phone number being optional',
    async (locale) => {
      const answer = await postJson(harness, name, { ...empty, privacyAgree: false }, locale)
      expect(answer.status).toBe(400)
      expect(answer.json.error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: message('inquiry_error_check_input', locale),
      })
      expect(fieldCodes(answer.json.error?.fields, locale)).toEqual({
        type: 'inquiry_error_type_required',
        company: 'inquiry_error_company_required',
        fullName: 'inquiry_error_name_required',
        email: 'inquiry_error_email_required',
        subject: 'inquiry_error_subject_required',
        content: 'inquiry_error_content_required',
        privacyAgree: 'inquiry_error_consent_required',
      })
    },
  )

  it.each(['zh-CN', 'zh-TW'] as const)('requires the phone number in %s (accept-language)', async (locale) => {
    const json = await postJson(harness, name, { ...validInquiry, mobile: '', captcha: 'x' }, locale)
    expect(json.status).toBe(400)
    expect(fieldCodes(json.json.error?.fields, locale)).toEqual({ mobile: 'inquiry_error_phone_required' })

    const form = await postMultipart(harness, name, inquiryForm({ ...validInquiry, mobile: '', captcha: 'x' }), locale)
    expect(form.status).toBe(400)
    expect(fieldCodes(form.json.error?.fields, locale)).toEqual({ mobile: 'inquiry_error_phone_required' })
  })

  it('refuses a bad email, a bad phone number, an unknown type and an overlong subject, field by field', async () => {
    const answer = await postJson(
      harness,
      name,
      { ...validInquiry, email: 'not-an-email', mobile: 'call me', type: 'SPAM', subject: 'x'.repeat(201), captcha: 'x' },
      'en-US',
    )
    expect(answer.status).toBe(400)
    expect(fieldCodes(answer.json.error?.fields, 'en-US')).toEqual({
      email: 'inquiry_error_email_invalid',
      mobile: 'inquiry_error_phone_invalid',
      type: 'inquiry_error_type_required',
      subject: 'inquiry_error_too_long',
    })
  })

  it('refuses 200,000 characters of content as JSON and as a form part, without a 5xx', async () => {
    const content = 'a'.repeat(200_000)
    const json = await postJson(harness, name, { ...validInquiry, content, captcha: 'x' }, 'en-US')
    expect(json.status).toBe(400)
    expect(fieldCodes(json.json.error?.fields, 'en-US')).toEqual({ content: 'inquiry_error_too_long' })

    const form = await postMultipart(harness, name, inquiryForm({ ...validInquiry, content, captcha: 'x' }), 'en-US')
    expect(form.status).toBe(400)
    expect(fieldCodes(form.json.error?.fields, 'en-US')).toEqual({ content: 'inquiry_error_too_long' })
  })

  it('refuses a form whose consent box is not ticked', async () => {
    const answer = await postMultipart(
      harness,
      name,
      inquiryForm({ ...validInquiry, privacyAgree: 'false', captcha: 'x' }),
      'zh-TW',
    )
    expect(answer.status).toBe(400)
    expect(fieldCodes(answer.json.error?.fields, 'zh-TW')).toEqual({ privacyAgree: 'inquiry_error_consent_required' })
  })

  it.each([
    ['broken JSON', '{"type": "OEM_ODM", '],
    ['a JSON array', '[1, 2, 3]'],
    ['JSON null', 'null'],
  ])('answers %s with 400 and the error body', async (_label, body) => {
    const answer = await postJson(harness, name, body, 'ko-KR')
    expect(answer.status).toBe(400)
    expect(answer.json.error).toMatchObject({ code: 'validation_failed', message: message('inquiry_error_check_input', 'ko-KR') })
  })

  it('answers an empty or mistyped JSON object field by field in the visitor language, never with a 5xx', async () => {
    const empty = await postJson(harness, name, {}, 'en-US')
    expect(empty.status).toBe(400)
    expect(empty.json.error?.fields?.company?.message).toBe(message('inquiry_error_check_input', 'en-US'))
    const mistyped = await postJson(harness, name, { ...validInquiry, company: 42, mobile: 7 }, 'en-US')
    expect(mistyped.status).toBe(400)
    expect(mistyped.json.error?.fields?.company?.message).toBe(message('inquiry_error_company_required', 'en-US'))
    expect(mistyped.json.error?.fields?.mobile?.message).toBe(message('inquiry_error_check_input', 'en-US'))
  })

  it('answers a body that is neither JSON nor a form with 400', async () => {
    const { transport, baseUrl } = harness.transports[name]
    const response = await transport(
      new Request(`${baseUrl}/contacts`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }),
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('validation_failed')
  })

  it('accepts a filled honeypot with a success that stores nothing', async () => {
    const before = await count(harness.database.db, 'inquiries')
    const captcha = await solveCaptcha(harness, name)
    const answer = await postMultipart(
      harness,
      name,
      inquiryForm({ ...validInquiry, captcha, website: 'http://spam.example' }, [{ name: 'a.png', bytes: pngBytes }]),
    )
    expect(answer.status).toBe(201)
    expect(answer.json.data?.receiptNumber).toMatch(RECEIPT_NUMBER_PATTERN)
    expect(await count(harness.database.db, 'inquiries')).toBe(before)
    expect(await count(harness.database.db, 'pending_uploads')).toBe(0)
  })

  it('holds a filled honeypot to the rule of every text too: a noncharacter in it is refused (decision 105)', async () => {
    const answer = await postMultipart(harness, name, inquiryForm({ ...validInquiry, website: 'spam\uffff' }, []))
    expect(answer.status).toBe(400)
  })
})

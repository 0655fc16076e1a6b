// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isPhoneRequired } from '~/api/contract/inquiry-form'
import { type Locale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { typeInto } from '../../../../tests/unit/keyboard-and-pointer'
import { buttonNamed } from '../../../../tests/unit/render-in-dom'
import { renderInRouter } from '../../../../tests/unit/render-in-router'
import { fieldControlId, fieldErrorId, type InquiryFieldName } from '../inquiry-fields'
import { INQUIRY_ENDPOINT } from '../submit-inquiry'
import { InquiryForm } from './inquiry-form'

// The spam check is solved at once: what is looked at here is the form, not the proof of work (proof-of-work.test.ts).
vi.mock('../use-spam-check', () => ({
  useSpamCheck: () => ({ kind: 'proof-of-work', status: 'verified', begin() {}, take: async () => 'solved', renew() {} }),
}))

/**
 * The inquiry form's messages, its consent and its phone rule in each of the five languages (contact.spec.ts keeps
 * sending one for real in each language, and these checks in one language each in the browser).
 */
let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
/** Each request the form sends to the site's endpoint, answered as a receipt. */
let sent: string[] = []
beforeEach(() => {
  sent = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    sent.push(String(input))
    return Response.json({ data: { receiptNumber: 'Q-20261121-C0NSNT' } }, { status: 201 })
  })
})
afterEach(() => {
  page?.unmount()
  vi.restoreAllMocks()
})

const requiredEverywhere = ['type', 'company', 'fullName', 'email', 'subject', 'content', 'privacyAgree'] as const
const retentionPromise: Record<Locale, string> = {
  'ko-KR': '3개월 이내',
  'en-US': 'within 3 months',
  'zh-CN': '3个月内',
  'zh-TW': '3個月內',
  'ja-JP': '3か月以内',
}

async function openForm(locale: Locale) {
  overwriteGetLocale(() => locale)
  page = await renderInRouter(<InquiryForm locale={locale} phoneRequired={isPhoneRequired(locale)} />, { path: '/contact' })
  return page
}

const control = (field: InquiryFieldName) => document.getElementById(fieldControlId(field)) as HTMLInputElement
/** The message shown at a field ('' when none). */
const messageAt = (field: InquiryFieldName) => document.getElementById(fieldErrorId(field))?.textContent ?? ''
/** What a screen reader reads after a control's name: the texts its aria-describedby names. */
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()

async function type(field: InquiryFieldName, text: string) {
  await page?.act(() => typeInto(control(field), text))
}

/** Every field filled as a visitor would, the phone unless told otherwise; the consent is left to the test. */
async function fillInquiry({ phone = true } = {}) {
  await page?.act(() => document.getElementById('contact-type-RAW_MATERIAL')?.click())
  await type('company', 'E2E Biotech')
  await type('fullName', 'Tester')
  await type('email', 'tester@example.com')
  if (phone) await type('mobile', '+82 10-1234-5678')
  await type('subject', 'Postbiotic sample')
  await type('content', 'Please send a sample of the heat-killed lactic acid bacteria.')
}

const submit = (locale: Locale) => page?.act(() => buttonNamed(m.contact_submit({}, { locale })).click())
const successShown = () => document.getElementById('contact-success-heading')?.textContent ?? null

describe.each(locales)('the inquiry form in %s', (locale) => {
  const phoneRequired = isPhoneRequired(locale)

  it('shows every validation message, at its field, focused on the first, and takes each away once fixed', async () => {
    await openForm(locale)
    await submit(locale)
    expect(document.getElementById('contact-error-summary-heading')?.textContent).toBe(m.inquiry_error_check_input())
    const messages = issueMessages()
    for (const field of requiredEverywhere) expect(messageAt(field), field).toBe(messages[field])
    expect(messageAt('mobile')).toBe(phoneRequired ? m.inquiry_error_phone_required() : '')
    // Focus goes to the first field with a problem; each control carries its message.
    expect(document.activeElement).toBe(control('type'))
    expect(control('company').getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(control('company'))).toBe(m.inquiry_error_company_required())
    expect(descriptionOf(control('privacyAgree'))).toBe(m.inquiry_error_consent_required())
    expect(sent).toEqual([])

    // Fixing a field takes its message away; a bad format gets its own message when the field is left.
    await type('company', 'Hanbit')
    expect(messageAt('company')).toBe('')
    expect(control('company').getAttribute('aria-invalid')).toBeNull()
    for (const [field, text, message] of [
      ['email', 'not-an-address', m.inquiry_error_email_invalid()],
      ['mobile', 'call me maybe', m.inquiry_error_phone_invalid()],
      ['content', 'x'.repeat(10_001), m.inquiry_error_too_long()],
    ] as const) {
      await page?.act(() => control(field).focus())
      await type(field, text)
      await page?.act(() => control(field).blur())
      expect(messageAt(field), field).toBe(message)
    }
  })

  it('states what the consent covers, and the unticked box alone stops a filled form, with its message at the box', async () => {
    await openForm(locale)
    const terms = document.getElementById('contact-consent-terms') as HTMLElement
    const parts = ['purpose', 'items', 'retention', 'refusal'] as const
    const texts = (tag: string) => [...terms.querySelectorAll(tag)].map((each) => each.textContent)
    expect(texts('dt')).toEqual(parts.map((part) => m[`contact_consent_${part}_label`]()))
    expect(texts('dd')).toEqual(parts.map((part) => m[`contact_consent_${part}`]()))
    // The retention promise: destroyed within 3 months after processing.
    expect(texts('dd')[2]).toContain(retentionPromise[locale])

    expect(control('privacyAgree').checked).toBe(false)
    expect(control('privacyAgree').getAttribute('aria-required')).toBe('true')
    await fillInquiry()
    await submit(locale)
    expect(document.activeElement).toBe(control('privacyAgree'))
    expect(descriptionOf(control('privacyAgree'))).toBe(m.inquiry_error_consent_required())
    expect(document.querySelectorAll('[data-testid="contact-error-summary"] li')).toHaveLength(1)
    expect(sent).toEqual([])

    await page?.act(() => control('privacyAgree').click())
    expect(messageAt('privacyAgree')).toBe('')
    await submit(locale)
    expect(successShown()).toBe(m.inquiry_success())
    expect(sent).toEqual([INQUIRY_ENDPOINT])
  })

  it(`asks for the phone number ${phoneRequired ? 'as required' : 'as optional'}, and sends a form without one ${phoneRequired ? 'never' : 'as it is'}`, async () => {
    await openForm(locale)
    const marker = phoneRequired ? m.contact_required() : m.contact_optional()
    expect(document.querySelector('label[for="contact-mobile"]')?.textContent).toBe(`${m.contact_phone_label()}(${marker})`)
    await fillInquiry({ phone: false })
    await page?.act(() => control('privacyAgree').click())
    await submit(locale)
    if (phoneRequired) {
      expect(messageAt('mobile')).toBe(m.inquiry_error_phone_required())
      expect(document.activeElement).toBe(control('mobile'))
      expect(sent).toEqual([])
    } else {
      expect(successShown()).toBe(m.inquiry_success())
      expect(sent).toEqual([INQUIRY_ENDPOINT])
    }
  })
})

/** The message of each field required in every language, in the page's language. */
function issueMessages(): Record<(typeof requiredEverywhere)[number], string> {
  return {
    type: m.inquiry_error_type_required(),
    company: m.inquiry_error_company_required(),
    fullName: m.inquiry_error_name_required(),
    email: m.inquiry_error_email_required(),
    subject: m.inquiry_error_subject_required(),
    content: m.inquiry_error_content_required(),
    privacyAgree: m.inquiry_error_consent_required(),
  }
}

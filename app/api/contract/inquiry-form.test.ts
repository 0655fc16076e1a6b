import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { inquiryFormSchema } from './inquiry-form'

const valid = {
  type: 'OEM_ODM',
  company: 'Bloom Lab',
  fullName: '김하늘',
  email: 'haneul@example.com',
  mobile: '',
  subject: 'Postbiotic serum',
  content: 'We would like a quote for 10,000 units.',
  privacyAgree: true,
}

function messages(locale: Parameters<typeof inquiryFormSchema>[0], input: unknown) {
  const result = v.safeParse(inquiryFormSchema(locale), input)
  return (result.success ? {} : (v.flatten(result.issues).nested ?? {})) as Record<string, string[] | undefined>
}

describe('inquiryFormSchema', () => {
  it('accepts a complete inquiry and trims what was typed', () => {
    const result = v.parse(inquiryFormSchema('ko-KR'), { ...valid, company: '  Bloom Lab  ' })
    expect(result.company).toBe('Bloom Lab')
    expect(result.mobile).toBeUndefined()
  })

  it('names the brand or company message when the company is blank', () => {
    expect(messages('en-US', { ...valid, company: '   ' }).company).toEqual(['inquiry_error_company_required'])
  })

  it('wants a phone number in both Chinese locales only', () => {
    expect(messages('zh-CN', valid).mobile).toEqual(['inquiry_error_phone_required'])
    expect(messages('zh-TW', valid).mobile).toEqual(['inquiry_error_phone_required'])
    for (const locale of ['ko-KR', 'en-US', 'ja-JP'] as const) expect(messages(locale, valid).mobile).toBeUndefined()
    expect(messages('zh-CN', { ...valid, mobile: '+86 138 0013 8000' })).toEqual({})
  })

  it('refuses a malformed phone number even where it is optional', () => {
    expect(messages('ko-KR', { ...valid, mobile: 'call me' }).mobile).toEqual(['inquiry_error_phone_invalid'])
  })

  it('requires the category, subject, content, a valid email and the consent', () => {
    const issues = messages('ja-JP', { ...valid, type: 'SPAM', subject: '', content: ' ', email: 'nope', privacyAgree: false })
    expect(issues).toEqual({
      type: ['inquiry_error_type_required'],
      subject: ['inquiry_error_subject_required'],
      content: ['inquiry_error_content_required'],
      email: ['inquiry_error_email_invalid'],
      privacyAgree: ['inquiry_error_consent_required'],
    })
  })

  it('stops text longer than its limit', () => {
    expect(messages('ko-KR', { ...valid, subject: 'x'.repeat(201) }).subject).toEqual(['inquiry_error_too_long'])
  })
})

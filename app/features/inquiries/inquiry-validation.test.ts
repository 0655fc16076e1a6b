import { describe, expect, it } from 'vitest'
import { locales } from '~/i18n/locales'
import { emptyInquiryText, firstInvalidField, type InquiryFormValues } from './inquiry-fields'
import { validateInquiry } from './inquiry-validation'

const complete: InquiryFormValues = {
  type: 'OEM_ODM',
  company: 'Hanbit Cosmetics',
  fullName: 'Kim Minji',
  email: 'minji@example.com',
  mobile: '',
  subject: 'Private label cream',
  content: 'We would like to make a postbiotic cream.',
  privacyAgree: true,
}

describe('inquiry validation in the browser', () => {
  it('names every missing field with its own message, in page order', () => {
    const keys = validateInquiry('en-US', { ...emptyInquiryText, privacyAgree: false })
    expect(keys).toEqual({
      type: 'inquiry_error_type_required',
      company: 'inquiry_error_company_required',
      fullName: 'inquiry_error_name_required',
      email: 'inquiry_error_email_required',
      subject: 'inquiry_error_subject_required',
      content: 'inquiry_error_content_required',
      privacyAgree: 'inquiry_error_consent_required',
    })
    expect(firstInvalidField({ content: 'x', company: 'y' })).toBe('company')
  })

  it('refuses what the server refuses in a text: a broken character anywhere, a line break outside the message', () => {
    const keys = validateInquiry('ko-KR', {
      ...complete,
      company: 'Hanbit\ud800',
      subject: 'Private\tlabel',
      content: 'First line\n\tsecond line\uffff',
    })
    expect(keys).toEqual({
      company: 'api_error_text_unkeepable',
      subject: 'api_error_text_line_break',
      content: 'api_error_text_unkeepable',
    })
    expect(validateInquiry('ko-KR', { ...complete, content: 'First line\n\tsecond line' })).toEqual({})
  })

  it('asks for the phone number only in the Chinese locales', () => {
    for (const locale of locales) {
      const expected = locale === 'zh-CN' || locale === 'zh-TW' ? { mobile: 'inquiry_error_phone_required' } : {}
      expect(validateInquiry(locale, complete), locale).toEqual(expected)
    }
    expect(validateInquiry('zh-CN', { ...complete, mobile: '+86 138 0013 8000' })).toEqual({})
  })

  it('checks formats and lengths', () => {
    expect(validateInquiry('ko-KR', { ...complete, email: 'not-an-address', mobile: 'call me' })).toEqual({
      email: 'inquiry_error_email_invalid',
      mobile: 'inquiry_error_phone_invalid',
    })
    expect(validateInquiry('ja-JP', { ...complete, content: 'x'.repeat(10_001) })).toEqual({ content: 'inquiry_error_too_long' })
    expect(validateInquiry('en-US', { ...complete, subject: '   ' })).toEqual({ subject: 'inquiry_error_subject_required' })
  })
})

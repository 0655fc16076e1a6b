import { describe, expect, it } from 'vitest'
import { IntakeError } from '~/api/contract/intake-error'
import { assertKeepableTexts, fieldsFromForm, isHoneypotFilled, validateSubmission } from './submission-fields'

const form = new Map(
  Object.entries({
    type: 'PARTNERSHIP',
    company: ' Acme ',
    fullName: 'Jane Doe',
    email: 'jane@example.com',
    mobile: '',
    subject: 'Hello',
    content: 'We would like to talk.',
    privacyAgree: 'true',
    captcha: 'solution',
    website: '',
    extra: 'ignored',
  }),
)

describe('submission fields', () => {
  it('reads the form text: consent as a boolean, unknown parts left out, text trimmed by the schema', () => {
    const fields = fieldsFromForm(form)
    expect(fields.privacyAgree).toBe(true)
    expect(fields).not.toHaveProperty('extra')
    expect(validateSubmission(fields, 'en-US')).toEqual({
      body: {
        type: 'PARTNERSHIP',
        company: 'Acme',
        fullName: 'Jane Doe',
        email: 'jane@example.com',
        mobile: undefined,
        subject: 'Hello',
        content: 'We would like to talk.',
        privacyAgree: true,
      },
      captcha: 'solution',
    })
  })

  it('takes any consent value other than "true" as no consent', () => {
    const fields = fieldsFromForm(new Map([...form, ['privacyAgree', 'on']]))
    expect(() => validateSubmission(fields, 'en-US')).toThrow(IntakeError)
  })

  it('names each field whose text the contract refuses, with why; the message keeps its lines and tabs', () => {
    const fields = fieldsFromForm(
      new Map([...form, ['subject', 'Hello\uffff'], ['company', 'Acme\nLtd'], ['content', 'First line\n\tthen a tab']]),
    )
    const refusal = (() => {
      try {
        assertKeepableTexts(fields, 'en-US')
      } catch (error) {
        return error
      }
    })()
    expect(refusal).toBeInstanceOf(IntakeError)
    expect((refusal as IntakeError).fields).toEqual({
      company: { key: 'api_error_text_line_break' },
      subject: { key: 'api_error_text_unkeepable' },
    })
  })

  it('knows the honeypot is filled only when it has text', () => {
    expect(isHoneypotFilled({ website: '' })).toBe(false)
    expect(isHoneypotFilled({})).toBe(false)
    expect(isHoneypotFilled({ website: 'https://spam.example' })).toBe(true)
  })
})

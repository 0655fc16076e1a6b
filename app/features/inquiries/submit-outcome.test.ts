import { describe, expect, it } from 'vitest'
import { interpretInquiryResponse } from './submit-outcome'

describe('reading the inquiry endpoint answer', () => {
  it('takes the receipt number from a 201', () => {
    expect(interpretInquiryResponse(201, { data: { receiptNumber: 'Q-20261121-7K3M9P' } })).toEqual({
      kind: 'success',
      receiptNumber: 'Q-20261121-7K3M9P',
    })
  })

  it('maps the server field messages to the form fields, and notices a refused captcha', () => {
    const outcome = interpretInquiryResponse(400, {
      error: {
        status: 400,
        code: 'validation_failed',
        message: '입력값을 확인해 주세요.',
        fields: {
          email: { code: 'inquiry_error_email_invalid', message: '올바른 이메일 주소를 입력해 주세요.' },
          captcha: { code: 'captcha_failed', message: '스팸 방지 확인에 실패했습니다.' },
          somethingElse: { code: 'x', message: 'ignored' },
        },
      },
    })
    expect(outcome).toMatchObject({
      kind: 'failed',
      reason: 'rejected',
      status: 400,
      serverMessage: '입력값을 확인해 주세요.',
      fieldMessages: { email: '올바른 이메일 주소를 입력해 주세요.' },
      captchaRejected: true,
    })
  })

  it('keeps the localized message of a size, type or rate refusal, with the wait it asks for', () => {
    const limited = interpretInquiryResponse(
      429,
      { error: { status: 429, code: 'rate_limited', message: 'Too many inquiries.' } },
      '120',
    )
    expect(limited).toMatchObject({ reason: 'rejected', serverMessage: 'Too many inquiries.', retryAfterSeconds: 120 })
    const tooLarge = interpretInquiryResponse(413, { error: { status: 413, code: 'payload_too_large', message: 'Too large.' } })
    expect(tooLarge).toMatchObject({ reason: 'rejected', status: 413, serverMessage: 'Too large.', captchaRejected: false })
  })

  it('treats a 5xx or an answer outside the contract as a server failure without a message of its own', () => {
    expect(interpretInquiryResponse(503, { error: { status: 503, code: 'unavailable', message: '잠시 후…' } })).toMatchObject({
      reason: 'server',
      serverMessage: '잠시 후…',
    })
    expect(interpretInquiryResponse(502, undefined)).toMatchObject({
      reason: 'server',
      serverMessage: undefined,
      fieldMessages: {},
    })
    expect(interpretInquiryResponse(413, '<html>nginx</html>')).toMatchObject({ reason: 'server', status: 413 })
  })

  it('counts a 2xx without a receipt as accepted, not as a failure', () => {
    expect(interpretInquiryResponse(201, { data: {} })).toEqual({ kind: 'success', receiptNumber: undefined })
  })
})

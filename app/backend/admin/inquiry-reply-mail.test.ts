import { describe, expect, it } from 'vitest'
import type { InquiryMailSettings } from '../mail/inquiry-mails'
import { composeInquiryReply, type ReplyInput } from './inquiry-reply-mail'

const settings: InquiryMailSettings = {
  notifyTo: 'inquiries@cellactis.test',
  confirmation: true,
  brandName: 'Cellactis',
  brandNames: ['Cellactis', '주식회사 셀락티스', 'Cellactis Co., Ltd.', '株式会社セルラクティス'],
  companyEmail: 'contact@cellactis.test',
  companyPhone: '031-8017-4257',
}

const reply = (fields: Partial<ReplyInput>): ReplyInput => ({
  receiptNumber: 'R-20261201-ABCD',
  email: 'buyer@example.com',
  locale: 'ko-KR',
  subject: 'Re: 원료 문의',
  body: '안녕하세요, 홍길동님.\n\n요청하신 사양서를 보내 드립니다.',
  ...fields,
})

describe('a reply to an inquiry', () => {
  it('is the staff’s text as typed, greeting and all, then the receipt and the contacts', () => {
    const mail = composeInquiryReply(reply({}), settings)
    expect(mail.textBody.startsWith('안녕하세요, 홍길동님.\n\n요청하신 사양서를 보내 드립니다.\n\n---\n')).toBe(true)
    expect(mail.textBody.match(/안녕하세요/g)).toHaveLength(1)
    expect(mail.textBody).toContain('이 메일은 접수번호 R-20261201-ABCD 문의에 대한 답변입니다.')
    // The particle after the phone number as it is read: …4257 (칠) takes 로.
    expect(mail.textBody).toContain('contact@cellactis.test, 031-8017-4257로 연락해 주세요.')
    const english = composeInquiryReply(reply({ locale: 'en-US', body: 'Dear Ms Smith,\n\nThe sheet is attached.' }), settings)
    expect(english.textBody.match(/Dear/g)).toHaveLength(1)
  })

  it('carries the brand once in its subject, in whichever of its names the staff wrote it', () => {
    const subject = (typed: string) => composeInquiryReply(reply({ subject: typed }), settings).subject
    expect(subject('Re: 원료 문의')).toBe('[Cellactis] Re: 원료 문의 (R-20261201-ABCD)')
    expect(subject('[셀락티스] 견적 안내')).toBe('[셀락티스] 견적 안내 (R-20261201-ABCD)')
    expect(subject('[Cellactis] 견적 안내')).toBe('[Cellactis] 견적 안내 (R-20261201-ABCD)')
    expect(subject('CELLACTIS sample shipment')).toBe('CELLACTIS sample shipment (R-20261201-ABCD)')
  })
})

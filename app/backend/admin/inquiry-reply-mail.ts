import type { Locale } from '~/i18n/locales'
import type { ComposedMail, InquiryMailSettings } from '../mail/inquiry-mails'

export const INQUIRY_REPLY_KIND = 'inquiry_reply'

interface ReplyText {
  greeting: (name: string) => string
  receipt: (receipt: string) => string
  contact: (email: string, phone: string) => string
}

/**
 * The frame of a reply in the visitor's language (the inquiry's): a greeting, the staff's text as written, the receipt
 * number and how to reach the company. Kept here, like the inquiry mails' words, as whole letters.
 */
const replyText: Record<Locale, ReplyText> = {
  'ko-KR': {
    greeting: (name) => `${name}님, 안녕하세요.`,
    receipt: (receipt) => `이 메일은 접수번호 ${receipt} 문의에 대한 답변입니다.`,
    contact: (email, phone) => `추가 문의는 이 메일에 회신하시거나 ${email}, ${phone}으로 연락해 주세요.`,
  },
  'en-US': {
    greeting: (name) => `Dear ${name},`,
    receipt: (receipt) => `This is our reply to your inquiry, receipt number ${receipt}.`,
    contact: (email, phone) => `For anything further, reply to this email, write to ${email} or call ${phone}.`,
  },
  'zh-CN': {
    greeting: (name) => `${name}，您好！`,
    receipt: (receipt) => `这是对您的咨询（受理编号 ${receipt}）的回复。`,
    contact: (email, phone) => `如有其他问题，请回复此邮件，或通过 ${email}、${phone} 联系我们。`,
  },
  'zh-TW': {
    greeting: (name) => `${name}，您好！`,
    receipt: (receipt) => `這是對您的諮詢（受理編號 ${receipt}）的回覆。`,
    contact: (email, phone) => `如有其他問題，請回覆此郵件，或透過 ${email}、${phone} 與我們聯絡。`,
  },
  'ja-JP': {
    greeting: (name) => `${name} 様`,
    receipt: (receipt) => `受付番号 ${receipt} のお問い合わせへのご返信です。`,
    contact: (email, phone) => `ご不明な点は、このメールにご返信いただくか、${email} または ${phone} までご連絡ください。`,
  },
}

/** A header value stays on one line, whatever was typed. */
const oneLine = (text: string, max = 150) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

export interface ReplyInput {
  receiptNumber: string
  fullName: string
  email: string
  locale: Locale
  subject: string
  body: string
}

/** The reply as the outbox sends it, in the inquiry's language. */
export function composeInquiryReply(reply: ReplyInput, settings: InquiryMailSettings): ComposedMail {
  const text = replyText[reply.locale]
  const lines = [
    text.greeting(reply.fullName),
    '',
    reply.body,
    '',
    '---',
    text.receipt(reply.receiptNumber),
    text.contact(settings.companyEmail, settings.companyPhone),
    '',
    `— ${settings.brandName}`,
  ]
  return {
    kind: INQUIRY_REPLY_KIND,
    toAddress: reply.email,
    subject: `[${settings.brandName}] ${oneLine(reply.subject)} (${reply.receiptNumber})`,
    textBody: `${lines.join('\n')}\n`,
  }
}

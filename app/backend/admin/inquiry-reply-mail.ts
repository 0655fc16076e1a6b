import { josaAfter } from '~/i18n/korean-josa'
import type { Locale } from '~/i18n/locales'
import type { ComposedMail, InquiryMailSettings } from '../mail/inquiry-mails'
import { wordsOf } from '../sign-in/password-context-words'

export const INQUIRY_REPLY_KIND = 'inquiry_reply'

interface ReplyText {
  receipt: (receipt: string) => string
  contact: (email: string, phone: string) => string
}

/**
 * What a reply adds beneath the staff's text, in the visitor's language (the inquiry's): the receipt number and how to
 * reach the company. Kept here, like the inquiry mails' words, as whole letters. No greeting: the staff write the
 * letter, greeting included, and the preview shows it as it goes (a greeting added to one they typed said it twice).
 */
const replyText: Record<Locale, ReplyText> = {
  'ko-KR': {
    receipt: (receipt) => `이 메일은 접수번호 ${receipt} 문의에 대한 답변입니다.`,
    contact: (email, phone) =>
      `추가 문의는 이 메일에 회신하시거나 ${email}, ${phone}${josaAfter(phone, '으로/로')} 연락해 주세요.`,
  },
  'en-US': {
    receipt: (receipt) => `This is our reply to your inquiry, receipt number ${receipt}.`,
    contact: (email, phone) => `For anything further, reply to this email, write to ${email} or call ${phone}.`,
  },
  'zh-CN': {
    receipt: (receipt) => `这是对您的咨询（受理编号 ${receipt}）的回复。`,
    contact: (email, phone) => `如有其他问题，请回复此邮件，或通过 ${email}、${phone} 联系我们。`,
  },
  'zh-TW': {
    receipt: (receipt) => `這是對您的諮詢（受理編號 ${receipt}）的回覆。`,
    contact: (email, phone) => `如有其他問題，請回覆此郵件，或透過 ${email}、${phone} 與我們聯絡。`,
  },
  'ja-JP': {
    receipt: (receipt) => `受付番号 ${receipt} のお問い合わせへのご返信です。`,
    contact: (email, phone) => `ご不明な点は、このメールにご返信いただくか、${email} または ${phone} までご連絡ください。`,
  },
}

/** A header value stays on one line, whatever was typed. */
const oneLine = (text: string, max = 150) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

/** The subject as typed, tagged with the brand unless it names the brand already, in any of its names (`[셀락티스] …`). */
function taggedSubject(subject: string, settings: InquiryMailSettings): string {
  const typed = subject.toLowerCase()
  const names = [settings.brandName.toLowerCase(), ...settings.brandNames.flatMap(wordsOf)]
  const named = names.some((name) => typed.includes(name))
  return named ? subject : `[${settings.brandName}] ${subject}`
}

export interface ReplyInput {
  receiptNumber: string
  email: string
  locale: Locale
  subject: string
  body: string
}

/** The reply as the outbox sends it: the staff's text as typed, then the receipt and the contacts in the inquiry's language. */
export function composeInquiryReply(reply: ReplyInput, settings: InquiryMailSettings): ComposedMail {
  const text = replyText[reply.locale]
  const lines = [
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
    subject: `${taggedSubject(oneLine(reply.subject), settings)} (${reply.receiptNumber})`,
    textBody: `${lines.join('\n')}\n`,
  }
}

import type { InquiryType } from '~/api/contract/inquiry-form'
import { env } from '~/config/env.server'
import { resolveSiteConfig, siteNames } from '~/config/site-config.server'
import type { Locale } from '~/i18n/locales'
import { formatBytes } from './byte-size'
import { confirmationText, formatSeoulTime, inquiryTypeLabels, localeNamesInKorean } from './inquiry-mail-text'
import { type MailQueue, queueMails } from './queue-mails'

export const INQUIRY_NOTICE_KIND = 'inquiry_notice'
export const INQUIRY_CONFIRMATION_KIND = 'inquiry_confirmation'

export interface InquiryForMail {
  id: number
  receiptNumber: string
  type: InquiryType
  company: string
  fullName: string
  email: string
  mobile?: string | null
  subject: string
  content: string
  locale: Locale
  attachments: { originalName: string; sizeBytes: number }[]
  /** When it was received; defaults to now. */
  createdAt?: Date
}

export interface InquiryMailSettings {
  /** The company's inquiry address (INQUIRY_NOTIFY_TO, else the company email). */
  notifyTo: string
  /** Whether the visitor gets a confirmation (INQUIRY_CONFIRMATION is not 'off'). */
  confirmation: boolean
  brandName: string
  /** Every name the brand and the company go by, in every language (a reply's subject that names one is not tagged again). */
  brandNames: readonly string[]
  /** How the visitor reaches the company, named in the confirmation. */
  companyEmail: string
  companyPhone: string
}

export function inquiryMailSettingsFromEnv(): InquiryMailSettings {
  const site = resolveSiteConfig('ko-KR')
  return {
    notifyTo: env.INQUIRY_NOTIFY_TO ?? site.company.email,
    confirmation: env.INQUIRY_CONFIRMATION !== 'off',
    brandName: site.brandName,
    brandNames: siteNames(),
    companyEmail: site.company.email,
    companyPhone: site.company.phone,
  }
}

export interface ComposedMail {
  kind: string
  toAddress: string
  subject: string
  textBody: string
}

/** A header value must stay on one line, whatever the visitor typed. */
function oneLine(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

function totalBytes(inquiry: InquiryForMail): number {
  return inquiry.attachments.reduce((sum, file) => sum + file.sizeBytes, 0)
}

/** The staff notice, in Korean: everything the visitor sent except the files' bytes. */
export function composeStaffNotice(inquiry: InquiryForMail, settings: InquiryMailSettings): ComposedMail {
  const type = inquiryTypeLabels[inquiry.type]['ko-KR']
  const files = inquiry.attachments.length
    ? [
        `첨부파일 ${inquiry.attachments.length}개 (${formatBytes(totalBytes(inquiry))}):`,
        ...inquiry.attachments.map((file) => `- ${oneLine(file.originalName, 255)} (${formatBytes(file.sizeBytes)})`),
        '첨부파일은 메일에 포함되지 않습니다. 파일 번호 확인 후 내려받기:',
        `  npm run inquiries -- show ${inquiry.receiptNumber}`,
        `  npm run inquiries -- download ${inquiry.receiptNumber} <번호> <저장할 파일>`,
      ]
    : ['첨부파일: 없음']
  const lines = [
    '새 문의가 접수되었습니다.',
    '',
    `접수번호: ${inquiry.receiptNumber}`,
    `접수일시: ${formatSeoulTime(inquiry.createdAt ?? new Date())}`,
    `문의 유형: ${type}`,
    `회사/브랜드: ${inquiry.company}`,
    `이름: ${inquiry.fullName}`,
    `이메일: ${inquiry.email}`,
    `연락처: ${inquiry.mobile || '없음'}`,
    `작성 언어: ${localeNamesInKorean[inquiry.locale]} (${inquiry.locale})`,
    `제목: ${inquiry.subject}`,
    '',
    '내용:',
    inquiry.content,
    '',
    ...files,
    '',
    `처리 후 표시: npm run inquiries -- process ${inquiry.receiptNumber}`,
    '개인정보는 처리 표시 후 3개월이 지나면 자동으로 파기됩니다.',
  ]
  return {
    kind: INQUIRY_NOTICE_KIND,
    toAddress: settings.notifyTo,
    subject: `[${settings.brandName} 문의] ${inquiry.receiptNumber} · ${type} · ${oneLine(inquiry.company, 60)} · ${oneLine(inquiry.subject, 80)}`,
    textBody: `${lines.join('\n')}\n`,
  }
}

/**
 * The visitor's confirmation, in the visitor's language. It repeats nothing the visitor typed, so the form
 * cannot be used to send someone else a message of one's choosing.
 */
export function composeConfirmation(inquiry: InquiryForMail, settings: InquiryMailSettings): ComposedMail {
  const text = confirmationText[inquiry.locale]
  const files = inquiry.attachments.length
    ? text.attachments(inquiry.attachments.length, formatBytes(totalBytes(inquiry)))
    : text.noAttachments
  const lines = [
    text.thanks,
    text.next,
    '',
    `${text.receiptLabel}: ${inquiry.receiptNumber}`,
    `${text.receivedLabel}: ${formatSeoulTime(inquiry.createdAt ?? new Date())}`,
    `${text.typeLabel}: ${inquiryTypeLabels[inquiry.type][inquiry.locale]}`,
    `${text.attachmentsLabel}: ${files}`,
    '',
    text.retention,
    '',
    text.notYou,
    text.contact(settings.companyEmail, settings.companyPhone),
    '',
    `— ${settings.brandName}`,
  ]
  return {
    kind: INQUIRY_CONFIRMATION_KIND,
    toAddress: inquiry.email,
    subject: text.subject(settings.brandName, inquiry.receiptNumber),
    textBody: `${lines.join('\n')}\n`,
  }
}

export function composeInquiryMails(inquiry: InquiryForMail, settings: InquiryMailSettings): ComposedMail[] {
  const mails = [composeStaffNotice(inquiry, settings)]
  if (settings.confirmation) mails.push(composeConfirmation(inquiry, settings))
  return mails
}

/**
 * Queues the inquiry's mails in the outbox. Call it inside the transaction that stores the inquiry: the mail
 * then exists exactly when the inquiry does, and the outbox worker sends it (and retries) afterwards.
 */
export async function enqueueInquiryMails(
  tx: MailQueue,
  inquiry: InquiryForMail,
  settings: InquiryMailSettings = inquiryMailSettingsFromEnv(),
): Promise<void> {
  const mails = composeInquiryMails(inquiry, settings)
  await queueMails(
    tx,
    mails.map((mail) => ({ ...mail, inquiryId: inquiry.id })),
  )
}

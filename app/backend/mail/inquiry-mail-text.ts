import type { InquiryType } from '~/api/contract/inquiry-form'
import { josaAfter } from '~/i18n/korean-josa'
import type { Locale } from '~/i18n/locales'

/**
 * The words of the inquiry mails. Kept here rather than in the message catalogues: they are server-only and
 * read as whole letters, so a translator sees each one together.
 */

export const inquiryTypeLabels: Record<InquiryType, Record<Locale, string>> = {
  OEM_ODM: { 'ko-KR': 'OEM/ODM', 'en-US': 'OEM/ODM', 'zh-CN': 'OEM/ODM', 'zh-TW': 'OEM/ODM', 'ja-JP': 'OEM/ODM' },
  RAW_MATERIAL: { 'ko-KR': '원료', 'en-US': 'Raw materials', 'zh-CN': '原料', 'zh-TW': '原料', 'ja-JP': '原料' },
  PARTNERSHIP: { 'ko-KR': '제휴', 'en-US': 'Partnership', 'zh-CN': '合作', 'zh-TW': '合作', 'ja-JP': '提携' },
  OTHER: { 'ko-KR': '기타', 'en-US': 'Other', 'zh-CN': '其他', 'zh-TW': '其他', 'ja-JP': 'その他' },
}

/** The visitor's language as the (Korean-reading) staff see it. */
export const localeNamesInKorean: Record<Locale, string> = {
  'ko-KR': '한국어',
  'en-US': '영어',
  'zh-CN': '중국어(간체)',
  'zh-TW': '중국어(번체)',
  'ja-JP': '일본어',
}

export interface ConfirmationText {
  subject: (brand: string, receipt: string) => string
  thanks: string
  next: string
  receiptLabel: string
  receivedLabel: string
  typeLabel: string
  attachmentsLabel: string
  attachments: (count: number, size: string) => string
  noAttachments: string
  retention: string
  notYou: string
  contact: (email: string, phone: string) => string
}

/** The visitor's confirmation, in the visitor's language. It echoes nothing the visitor typed (docs/operations.md). */
export const confirmationText: Record<Locale, ConfirmationText> = {
  'ko-KR': {
    subject: (brand, receipt) => `[${brand}] 문의가 접수되었습니다 (접수번호 ${receipt})`,
    thanks: '문의해 주셔서 감사합니다. 아래와 같이 문의가 접수되었습니다.',
    next: '담당자가 내용을 확인한 뒤 남겨 주신 연락처로 답변드리겠습니다.',
    receiptLabel: '접수번호',
    receivedLabel: '접수일시',
    typeLabel: '문의 유형',
    attachmentsLabel: '첨부파일',
    attachments: (count, size) => `${count}개 (${size})`,
    noAttachments: '없음',
    retention:
      '개인정보 보유 및 파기: 문의 처리를 위해 수집한 개인정보(회사명, 이름, 이메일, 연락처, 문의 내용, 첨부파일)는 문의 처리가 끝난 후 3개월 이내에 파기합니다.',
    notYou: '본인이 문의하지 않았다면 이 메일은 무시하셔도 됩니다.',
    contact: (email, phone) => `문의 사항은 ${email} 또는 ${phone}${josaAfter(phone, '으로/로')} 연락해 주세요.`,
  },
  'en-US': {
    subject: (brand, receipt) => `[${brand}] We have received your inquiry (receipt no. ${receipt})`,
    thanks: 'Thank you for contacting us. We have received your inquiry as follows.',
    next: 'Our team will review it and reply using the contact details you gave us.',
    receiptLabel: 'Receipt number',
    receivedLabel: 'Received',
    typeLabel: 'Inquiry type',
    attachmentsLabel: 'Attachments',
    attachments: (count, size) => `${count} ${count === 1 ? 'file' : 'files'} (${size})`,
    noAttachments: 'None',
    retention:
      'Retention of personal data: the personal data collected to handle your inquiry (company, name, email, phone number, inquiry text and attached files) is destroyed within 3 months after your inquiry has been processed.',
    notYou: 'If you did not send this inquiry, you can ignore this email.',
    contact: (email, phone) => `To reach us, write to ${email} or call ${phone}.`,
  },
  'zh-CN': {
    subject: (brand, receipt) => `[${brand}] 您的咨询已受理（受理编号 ${receipt}）`,
    thanks: '感谢您的咨询。我们已收到您的咨询，详情如下。',
    next: '负责人确认内容后，将通过您留下的联系方式回复您。',
    receiptLabel: '受理编号',
    receivedLabel: '受理时间',
    typeLabel: '咨询类型',
    attachmentsLabel: '附件',
    attachments: (count, size) => `${count} 个文件（${size}）`,
    noAttachments: '无',
    retention:
      '个人信息的保存与销毁：为处理咨询而收集的个人信息（公司名称、姓名、电子邮箱、联系电话、咨询内容及附件）将在咨询处理完毕后 3 个月内销毁。',
    notYou: '如果您并未提交此咨询，请忽略本邮件。',
    contact: (email, phone) => `如需联系我们，请发送邮件至 ${email} 或致电 ${phone}。`,
  },
  'zh-TW': {
    subject: (brand, receipt) => `[${brand}] 您的諮詢已受理（受理編號 ${receipt}）`,
    thanks: '感謝您的諮詢。我們已收到您的諮詢，詳情如下。',
    next: '負責人確認內容後，將透過您留下的聯絡方式回覆您。',
    receiptLabel: '受理編號',
    receivedLabel: '受理時間',
    typeLabel: '諮詢類型',
    attachmentsLabel: '附件',
    attachments: (count, size) => `${count} 個檔案（${size}）`,
    noAttachments: '無',
    retention:
      '個人資料的保存與銷毀：為處理諮詢而蒐集的個人資料（公司名稱、姓名、電子郵件、聯絡電話、諮詢內容及附件）將於諮詢處理完畢後 3 個月內銷毀。',
    notYou: '如果您並未提交此諮詢，請忽略本郵件。',
    contact: (email, phone) => `如需聯絡我們，請寄信至 ${email} 或致電 ${phone}。`,
  },
  'ja-JP': {
    subject: (brand, receipt) => `[${brand}] お問い合わせを受け付けました（受付番号 ${receipt}）`,
    thanks: 'お問い合わせいただきありがとうございます。以下の内容でお問い合わせを受け付けました。',
    next: '担当者が内容を確認のうえ、ご入力いただいた連絡先にご返信いたします。',
    receiptLabel: '受付番号',
    receivedLabel: '受付日時',
    typeLabel: 'お問い合わせ種別',
    attachmentsLabel: '添付ファイル',
    attachments: (count, size) => `${count} 件（${size}）`,
    noAttachments: 'なし',
    retention:
      '個人情報の保有と廃棄：お問い合わせへの対応のために収集した個人情報（会社名、氏名、メールアドレス、電話番号、お問い合わせ内容、添付ファイル）は、対応完了後 3 か月以内に廃棄いたします。',
    notYou: 'お心当たりのない場合は、このメールを破棄してください。',
    contact: (email, phone) => `ご連絡は ${email} または ${phone} までお願いいたします。`,
  },
}

/** The moment as Korean office time, which is what both the staff and a visitor's receipt refer to. */
export function formatSeoulTime(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date)
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')} (KST)`
}

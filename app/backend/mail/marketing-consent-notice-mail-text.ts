import type { Locale } from '~/i18n/locales'

/**
 * The words of the notice that a member's marketing consent stands (정보통신망법 §50 ⑧ and its decree §62-3,
 * decision 113): who sends the messages, that the member agreed and on which day, and how to keep or withdraw the
 * consent. Kept beside the other server-only letters.
 */
export interface MarketingConsentNoticeText {
  subject: (brand: string) => string
  /** The lines before the link: the reason for the mail, the sender, the day of the consent, what keeping it takes. */
  body: (brand: string, consentDate: string) => string[]
}

export const marketingConsentNoticeText: Record<Locale, MarketingConsentNoticeText> = {
  'ko-KR': {
    subject: (brand) => `[${brand}] 광고성 정보 수신 동의 여부 안내`,
    body: (brand, consentDate) => [
      `안녕하세요, ${brand}입니다.`,
      '「정보통신망 이용촉진 및 정보보호 등에 관한 법률」 제50조 제8항에 따라, 회원님이 광고성 정보 수신에 동의하신 사실을 2년마다 알려 드립니다.',
      '',
      `전송자: ${brand}`,
      `수신 동의 날짜: ${consentDate}`,
      '',
      '계속 받으시려면 따로 하실 일은 없습니다.',
      '받지 않으시려면 마이페이지에서 언제든 수신 동의를 철회하실 수 있습니다:',
    ],
  },
  'en-US': {
    subject: (brand) => `[${brand}] Your consent to marketing messages`,
    body: (brand, consentDate) => [
      `Hello from ${brand}.`,
      'Korean law (Act on Promotion of Information and Communications Network Utilization, Article 50(8)) asks us to remind you every two years that you agreed to receive our marketing messages.',
      '',
      `Sender: ${brand}`,
      `You agreed on: ${consentDate}`,
      '',
      'To keep receiving them, you need do nothing.',
      'To stop, withdraw your consent on My page at any time:',
    ],
  },
  'zh-CN': {
    subject: (brand) => `[${brand}] 营销信息接收同意情况通知`,
    body: (brand, consentDate) => [
      `您好，这里是${brand}。`,
      '根据韩国《信息通信网利用促进及信息保护法》第50条第8款，我们每两年向您告知一次您已同意接收营销信息的事实。',
      '',
      `发送方：${brand}`,
      `同意日期：${consentDate}`,
      '',
      '如需继续接收，您无需进行任何操作。',
      '如不想再接收，可随时在“我的页面”撤回同意：',
    ],
  },
  'zh-TW': {
    subject: (brand) => `[${brand}] 行銷資訊接收同意狀況通知`,
    body: (brand, consentDate) => [
      `您好，這裡是${brand}。`,
      '依據韓國《資訊通訊網路利用促進及資訊保護法》第50條第8項，我們每兩年向您告知一次您已同意接收行銷資訊的事實。',
      '',
      `發送方：${brand}`,
      `同意日期：${consentDate}`,
      '',
      '如需繼續接收，您無須進行任何操作。',
      '如不想再接收，可隨時在「我的頁面」撤回同意：',
    ],
  },
  'ja-JP': {
    subject: (brand) => `[${brand}] 広告メール受信への同意に関するお知らせ`,
    body: (brand, consentDate) => [
      `${brand}よりお知らせいたします。`,
      '韓国の「情報通信網利用促進及び情報保護等に関する法律」第50条第8項に基づき、会員様が広告情報の受信に同意されていることを2年ごとにお知らせしています。',
      '',
      `送信者：${brand}`,
      `同意日：${consentDate}`,
      '',
      '引き続き受信される場合、お手続きは不要です。',
      '受信を希望されない場合は、マイページからいつでも同意を撤回できます：',
    ],
  },
}

import type { Locale } from '~/i18n/locales'

/**
 * The words of the mail that verifies a member's email (decision 48), beside the password reset's: a server-only letter
 * a translator reads whole. It echoes nothing anybody typed (not even the name): whoever signs up with somebody
 * else's address must not be able to carry their words into that mailbox.
 */
export interface EmailVerificationText {
  subject: (brand: string) => string
  greeting: string
  open: (hours: number) => string
  once: string
  notYou: string
}

export const emailVerificationText: Record<Locale, EmailVerificationText> = {
  'ko-KR': {
    subject: (brand) => `[${brand}] 이메일 주소를 확인해 주세요`,
    greeting: '가입해 주셔서 감사합니다.',
    open: (hours) => `이 주소가 회원님의 것임을 확인하려면 ${hours}시간 안에 아래 링크를 열어 주세요.`,
    once: '링크는 한 번만 쓸 수 있으며, 새 링크를 요청하면 이전 링크는 더 이상 쓸 수 없습니다. 확인 전에도 로그인할 수 있습니다.',
    notYou: '가입한 적이 없다면 이 메일을 무시하세요. 확인되지 않은 주소로는 이 안내 외에 메일을 보내지 않습니다.',
  },
  'en-US': {
    subject: (brand) => `[${brand}] Confirm your email address`,
    greeting: 'Thank you for signing up.',
    open: (hours) => `To confirm that this address is yours, open this link within ${hours} hours:`,
    once: 'The link works once, and asking for a new one replaces it. You can sign in before you confirm.',
    notYou: 'If you did not sign up, ignore this email: an address that is not confirmed gets no other mail from us.',
  },
  'zh-CN': {
    subject: (brand) => `[${brand}] 请确认您的电子邮箱`,
    greeting: '感谢您的注册。',
    open: (hours) => `请在 ${hours} 小时内打开以下链接，确认此邮箱属于您：`,
    once: '该链接只能使用一次，重新申请后旧链接将失效。确认之前也可以登录。',
    notYou: '如果您没有注册，请忽略此邮件：未确认的邮箱不会收到我们的其他邮件。',
  },
  'zh-TW': {
    subject: (brand) => `[${brand}] 請確認您的電子郵件`,
    greeting: '感謝您的註冊。',
    open: (hours) => `請在 ${hours} 小時內開啟以下連結，確認此電子郵件屬於您：`,
    once: '此連結只能使用一次，重新申請後舊連結將失效。確認之前也可以登入。',
    notYou: '如果您沒有註冊，請忽略此郵件：未確認的電子郵件不會收到我們的其他郵件。',
  },
  'ja-JP': {
    subject: (brand) => `[${brand}] メールアドレスの確認`,
    greeting: 'ご登録ありがとうございます。',
    open: (hours) => `このアドレスがご本人のものであることを確認するため、${hours}時間以内に次のリンクを開いてください。`,
    once: 'リンクは一度だけ使えます。新しいリンクを依頼すると以前のリンクは使えなくなります。確認前でもログインできます。',
    notYou:
      'ご登録に心当たりがない場合は、このメールを無視してください。確認されていないアドレスには、この案内以外のメールは送りません。',
  },
}

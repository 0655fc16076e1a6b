import type { Locale } from '~/i18n/locales'

/**
 * The words of the password reset mails (decision 28), kept beside the inquiry mails' rather than in the message
 * catalogues: server-only letters a translator reads whole. Neither echoes anything the requester typed but the
 * address the mail goes to, so the form cannot carry someone else's words into a member's mailbox.
 */
export interface PasswordResetText {
  subject: (brand: string) => string
  asked: string
  open: (minutes: number) => string
  once: string
  notYou: string
  /** A member without a password: the providers they sign in with. */
  socialSubject: (brand: string) => string
  noPassword: (providers: string) => string
  signInThere: string
  socialNotYou: string
}

export const passwordResetText: Record<Locale, PasswordResetText> = {
  'ko-KR': {
    subject: (brand) => `[${brand}] 비밀번호 재설정 안내`,
    asked: '회원님의 계정에 대한 비밀번호 재설정 요청을 받았습니다.',
    open: (minutes) => `아래 링크를 ${minutes}분 안에 열어 새 비밀번호를 정해 주세요.`,
    once: '링크는 한 번만 쓸 수 있으며, 다시 요청하면 이전 링크는 더 이상 쓸 수 없습니다. 비밀번호를 바꾸면 모든 기기에서 로그아웃됩니다.',
    notYou: '본인이 요청하지 않았다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.',
    socialSubject: (brand) => `[${brand}] 로그인 방법 안내`,
    noPassword: (providers) => `회원님의 계정에는 비밀번호가 없습니다. ${providers} 계정으로 로그인하는 계정입니다.`,
    signInThere: '로그인 페이지에서 해당 서비스의 버튼을 눌러 로그인해 주세요:',
    socialNotYou: '본인이 요청하지 않았다면 이 메일을 무시하세요. 계정에는 아무것도 바뀌지 않았습니다.',
  },
  'en-US': {
    subject: (brand) => `[${brand}] Reset your password`,
    asked: 'We received a request to reset the password of your account.',
    open: (minutes) => `To choose a new password, open this link within ${minutes} minutes:`,
    once: 'The link works once, and asking again replaces it. Changing the password signs you out on every device.',
    notYou: 'If you did not ask for this, ignore this email: your password stays as it is.',
    socialSubject: (brand) => `[${brand}] How you sign in`,
    noPassword: (providers) => `Your account has no password: you sign in with ${providers}.`,
    signInThere: 'On the sign-in page, choose that service’s button:',
    socialNotYou: 'If you did not ask for this, ignore this email: nothing has changed in your account.',
  },
  'zh-CN': {
    subject: (brand) => `[${brand}] 重置密码`,
    asked: '我们收到了重置您账户密码的请求。',
    open: (minutes) => `请在 ${minutes} 分钟内打开以下链接设置新密码：`,
    once: '该链接只能使用一次，再次申请后旧链接将失效。更改密码后，您将在所有设备上退出登录。',
    notYou: '如果这不是您本人的请求，请忽略此邮件，您的密码不会改变。',
    socialSubject: (brand) => `[${brand}] 登录方式说明`,
    noPassword: (providers) => `您的账户没有设置密码，请使用 ${providers} 账号登录。`,
    signInThere: '请在登录页面选择相应服务的按钮：',
    socialNotYou: '如果这不是您本人的请求，请忽略此邮件，您的账户没有任何变化。',
  },
  'zh-TW': {
    subject: (brand) => `[${brand}] 重設密碼`,
    asked: '我們收到了重設您帳戶密碼的請求。',
    open: (minutes) => `請在 ${minutes} 分鐘內開啟以下連結設定新密碼：`,
    once: '此連結只能使用一次，再次申請後舊連結將失效。變更密碼後，您將在所有裝置上登出。',
    notYou: '如果這不是您本人的請求，請忽略此郵件，您的密碼不會改變。',
    socialSubject: (brand) => `[${brand}] 登入方式說明`,
    noPassword: (providers) => `您的帳戶沒有設定密碼，請使用 ${providers} 帳號登入。`,
    signInThere: '請在登入頁面選擇相應服務的按鈕：',
    socialNotYou: '如果這不是您本人的請求，請忽略此郵件，您的帳戶沒有任何變化。',
  },
  'ja-JP': {
    subject: (brand) => `[${brand}] パスワードの再設定`,
    asked: 'お客様のアカウントのパスワード再設定のご依頼を受け付けました。',
    open: (minutes) => `${minutes}分以内に次のリンクを開き、新しいパスワードを設定してください：`,
    once: 'リンクは一度だけ使えます。もう一度依頼すると、以前のリンクは使えなくなります。パスワードを変更すると、すべての端末でログアウトされます。',
    notYou: 'お心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
    socialSubject: (brand) => `[${brand}] ログイン方法のご案内`,
    noPassword: (providers) => `お客様のアカウントにはパスワードがありません。${providers}のアカウントでログインしてください。`,
    signInThere: 'ログインページで該当するサービスのボタンを選んでください：',
    socialNotYou: 'お心当たりがない場合は、このメールを無視してください。アカウントには何も変更されていません。',
  },
}

import type { MemberNoticeKind } from '~/api/contract/passkey-endpoints'
import type { Locale } from '~/i18n/locales'
import type { StaffMailLocale } from './staff-invitation-mail-text'

/**
 * The words of the security notices (decision 95): the mail an account holder gets when a way into their account
 * changed. Kept beside the other server-only letters. A notice echoes nothing but the passkey's name its owner gave it.
 */
export interface SecurityNoticeText<Kind extends string> {
  subject: (brand: string, headline: string) => string
  /** What changed, as the subject and the mail's first line say it. */
  headline: Record<Kind, (name: string) => string>
  when: string
  browser: string
  yours: string
  /** What to do when the change was not theirs, followed by the links. */
  notYours: string
  /** The two lines above for a change staff made for the holder (a reset), which the holder asked for or did not. */
  onRequest: { yours: string; notYours: string }
}

export type StaffNoticeKind =
  | 'password-changed'
  | 'password-reset'
  | 'second-factor-changed'
  | 'second-factor-reset'
  | 'passkey-added'
  | 'passkey-removed'

export const memberSecurityNoticeText: Record<Locale, SecurityNoticeText<MemberNoticeKind>> = {
  'ko-KR': {
    subject: (brand, headline) => `[${brand}] 보안 알림: ${headline}`,
    headline: {
      'password-changed': () => '비밀번호가 변경되었습니다',
      'password-set': () => '비밀번호가 설정되었습니다',
      'password-reset': () => '비밀번호가 재설정되었습니다',
      'second-factor-on': () => '2단계 인증이 켜졌습니다',
      'second-factor-off': () => '2단계 인증이 꺼졌습니다',
      'second-factor-reset': () => '고객 지원팀이 회원님의 요청으로 2단계 인증을 껐습니다',
      'recovery-codes-renewed': () => '복구 코드가 새로 발급되었습니다',
      'recovery-code-sign-in': () => '복구 코드로 로그인했습니다',
      'social-linked': (provider) => `${provider} 로그인이 연결되었습니다`,
      'social-unlinked': (provider) => `${provider} 로그인 연결이 해제되었습니다`,
      'passkey-added': (name) => `패스키가 추가되었습니다: ${name}`,
      'passkey-removed': (name) => `패스키가 삭제되었습니다: ${name}`,
    },
    when: '일시',
    browser: '브라우저',
    yours: '본인이 한 변경이라면 따로 하실 일은 없습니다.',
    notYours:
      '본인이 하지 않은 변경이라면 바로 비밀번호를 재설정하고(모든 기기에서 로그아웃됩니다), 2단계 인증 페이지에서 패스키와 2단계 인증을 확인해 주세요:',
    onRequest: {
      yours: '회원님이 요청하신 변경이라면 따로 하실 일은 없습니다. 2단계 인증은 2단계 인증 페이지에서 다시 켤 수 있습니다.',
      notYours:
        '요청하신 적이 없다면 바로 비밀번호를 재설정하고(모든 기기에서 로그아웃됩니다), 2단계 인증 페이지에서 패스키와 2단계 인증을 확인해 주세요:',
    },
  },
  'en-US': {
    subject: (brand, headline) => `[${brand}] Security notice: ${headline}`,
    headline: {
      'password-changed': () => 'your password was changed',
      'password-set': () => 'a password was set for your account',
      'password-reset': () => 'your password was reset',
      'second-factor-on': () => 'two-step verification was turned on',
      'second-factor-off': () => 'two-step verification was turned off',
      'second-factor-reset': () => 'customer support turned off two-step verification at your request',
      'recovery-codes-renewed': () => 'new recovery codes were made',
      'recovery-code-sign-in': () => 'a recovery code was used to sign in',
      'social-linked': (provider) => `sign-in with ${provider} was linked to your account`,
      'social-unlinked': (provider) => `sign-in with ${provider} was unlinked from your account`,
      'passkey-added': (name) => `a passkey was added: ${name}`,
      'passkey-removed': (name) => `a passkey was removed: ${name}`,
    },
    when: 'When',
    browser: 'Browser',
    yours: 'If this was you, there is nothing more to do.',
    notYours:
      'If it was not you, reset your password now (it signs you out on every device), then check your passkeys and two-step verification:',
    onRequest: {
      yours: 'If you asked for this, there is nothing more to do; two-step verification can be turned on again on its page.',
      notYours:
        'If you did not ask for it, reset your password now (it signs you out on every device), then check your passkeys and two-step verification:',
    },
  },
  'zh-CN': {
    subject: (brand, headline) => `[${brand}] 安全提醒：${headline}`,
    headline: {
      'password-changed': () => '您的密码已更改',
      'password-set': () => '已为您的账户设置密码',
      'password-reset': () => '您的密码已重置',
      'second-factor-on': () => '两步验证已开启',
      'second-factor-off': () => '两步验证已关闭',
      'second-factor-reset': () => '客服已应您的请求关闭两步验证',
      'recovery-codes-renewed': () => '已生成新的恢复码',
      'recovery-code-sign-in': () => '已使用恢复码登录',
      'social-linked': (provider) => `已关联 ${provider} 登录`,
      'social-unlinked': (provider) => `已解除 ${provider} 登录关联`,
      'passkey-added': (name) => `已添加通行密钥：${name}`,
      'passkey-removed': (name) => `已删除通行密钥：${name}`,
    },
    when: '时间',
    browser: '浏览器',
    yours: '如果是您本人的操作，无需再做任何事。',
    notYours: '如果不是您本人的操作，请立即重置密码（所有设备都会退出登录），然后在两步验证页面检查通行密钥和两步验证：',
    onRequest: {
      yours: '如果这是您提出的请求，无需再做任何事；可以在两步验证页面重新开启两步验证。',
      notYours: '如果您没有提出过请求，请立即重置密码（所有设备都会退出登录），然后在两步验证页面检查通行密钥和两步验证：',
    },
  },
  'zh-TW': {
    subject: (brand, headline) => `[${brand}] 安全通知：${headline}`,
    headline: {
      'password-changed': () => '您的密碼已變更',
      'password-set': () => '已為您的帳號設定密碼',
      'password-reset': () => '您的密碼已重設',
      'second-factor-on': () => '兩步驟驗證已開啟',
      'second-factor-off': () => '兩步驟驗證已關閉',
      'second-factor-reset': () => '客服已應您的要求關閉兩步驟驗證',
      'recovery-codes-renewed': () => '已產生新的復原碼',
      'recovery-code-sign-in': () => '已使用復原碼登入',
      'social-linked': (provider) => `已連結 ${provider} 登入`,
      'social-unlinked': (provider) => `已解除 ${provider} 登入連結`,
      'passkey-added': (name) => `已新增密碼金鑰：${name}`,
      'passkey-removed': (name) => `已刪除密碼金鑰：${name}`,
    },
    when: '時間',
    browser: '瀏覽器',
    yours: '如果是您本人的操作，無需再做任何事。',
    notYours: '如果不是您本人的操作，請立即重設密碼（所有裝置都會登出），然後在兩步驟驗證頁面檢查密碼金鑰和兩步驟驗證：',
    onRequest: {
      yours: '如果這是您提出的要求，無需再做任何事；可以在兩步驟驗證頁面重新開啟兩步驟驗證。',
      notYours: '如果您沒有提出過要求，請立即重設密碼（所有裝置都會登出），然後在兩步驟驗證頁面檢查密碼金鑰和兩步驟驗證：',
    },
  },
  'ja-JP': {
    subject: (brand, headline) => `[${brand}] セキュリティのお知らせ：${headline}`,
    headline: {
      'password-changed': () => 'パスワードが変更されました',
      'password-set': () => 'アカウントにパスワードが設定されました',
      'password-reset': () => 'パスワードが再設定されました',
      'second-factor-on': () => '2段階認証が有効になりました',
      'second-factor-off': () => '2段階認証が無効になりました',
      'second-factor-reset': () => 'ご依頼によりサポート窓口が2段階認証を無効にしました',
      'recovery-codes-renewed': () => '新しいリカバリーコードが発行されました',
      'recovery-code-sign-in': () => 'リカバリーコードでログインしました',
      'social-linked': (provider) => `${provider}ログインが連携されました`,
      'social-unlinked': (provider) => `${provider}ログインの連携が解除されました`,
      'passkey-added': (name) => `パスキーが追加されました：${name}`,
      'passkey-removed': (name) => `パスキーが削除されました：${name}`,
    },
    when: '日時',
    browser: 'ブラウザ',
    yours: 'お客様ご自身による変更であれば、対応は不要です。',
    notYours:
      'お心当たりがない場合は、すぐにパスワードを再設定し（すべての端末でログアウトされます）、2段階認証のページでパスキーと2段階認証をご確認ください：',
    onRequest: {
      yours: 'お客様ご自身のご依頼であれば、対応は不要です。2段階認証は2段階認証のページで再び有効にできます。',
      notYours:
        'ご依頼に心当たりがない場合は、すぐにパスワードを再設定し（すべての端末でログアウトされます）、2段階認証のページでパスキーと2段階認証をご確認ください：',
    },
  },
}

export const staffSecurityNoticeText: Record<StaffMailLocale, SecurityNoticeText<StaffNoticeKind>> = {
  'ko-KR': {
    subject: (brand, headline) => `[${brand}] 직원 콘솔 보안 알림: ${headline}`,
    headline: {
      'password-changed': () => '비밀번호가 변경되었습니다',
      'password-reset': () => '비밀번호가 재설정되었습니다',
      'second-factor-changed': () => '인증 앱(OTP)이 바뀌었습니다',
      'second-factor-reset': () => '관리자가 인증 앱(OTP)을 초기화했습니다',
      'passkey-added': (name) => `패스키가 추가되었습니다: ${name}`,
      'passkey-removed': (name) => `패스키가 삭제되었습니다: ${name}`,
    },
    when: '일시',
    browser: '브라우저',
    yours: '본인이 한 변경이라면 따로 하실 일은 없습니다.',
    notYours:
      '본인이 하지 않은 변경이라면 바로 관리자에게 알려 계정을 중지하도록 하고, 내 계정 화면에서 로그인된 기기와 패스키를 확인해 주세요:',
    onRequest: {
      yours: '본인이 요청한 초기화라면 관리자에게서 받은 새 키를 인증 앱에 등록하시면 됩니다.',
      notYours:
        '요청한 적이 없다면 바로 관리자에게 알려 계정을 중지하도록 하고, 내 계정 화면에서 로그인된 기기와 패스키를 확인해 주세요:',
    },
  },
  'en-US': {
    subject: (brand, headline) => `[${brand}] Staff console security notice: ${headline}`,
    headline: {
      'password-changed': () => 'your password was changed',
      'password-reset': () => 'your password was reset',
      'second-factor-changed': () => 'your authenticator app was changed',
      'second-factor-reset': () => 'an admin reset your authenticator app',
      'passkey-added': (name) => `a passkey was added: ${name}`,
      'passkey-removed': (name) => `a passkey was removed: ${name}`,
    },
    when: 'When',
    browser: 'Browser',
    yours: 'If this was you, there is nothing more to do.',
    notYours:
      'If it was not you, tell an admin at once so they can disable the account, and check the devices signed in and your passkeys on your account page:',
    onRequest: {
      yours: 'If you asked for this, add the new key the admin gives you to your authenticator app.',
      notYours:
        'If you did not ask for it, tell an admin at once so they can disable the account, and check the devices signed in and your passkeys on your account page:',
    },
  },
}

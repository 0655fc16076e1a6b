import type { StaffMailLocale } from './staff-invitation-mail-text'

/**
 * The words of the mail that resets a staff member's forgotten password (decision 74), kept beside the other
 * server-only letters. It echoes nothing the requester typed but the address it goes to.
 */
interface StaffPasswordResetText {
  subject: (brand: string) => string
  asked: (brand: string) => string
  open: (minutes: number) => string
  secondFactor: string
  notYou: string
}

export const staffPasswordResetText: Record<StaffMailLocale, StaffPasswordResetText> = {
  'ko-KR': {
    subject: (brand) => `[${brand}] 직원 콘솔 비밀번호 재설정`,
    asked: (brand) => `${brand} 직원 콘솔 계정의 비밀번호 재설정 요청을 받았습니다.`,
    open: (minutes) => `아래 링크를 ${minutes}분 안에 열어 새 비밀번호를 정해 주세요. 링크는 한 번만 쓸 수 있습니다.`,
    secondFactor: '새 비밀번호를 정할 때 인증 앱(OTP)의 코드나 복구 코드가 필요합니다.',
    notYou: '요청한 적이 없다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.',
  },
  'en-US': {
    subject: (brand) => `[${brand}] Reset your staff console password`,
    asked: (brand) => `We were asked to reset the password of your ${brand} staff console account.`,
    open: (minutes) => `Open this link within ${minutes} minutes to choose a new password. The link works once.`,
    secondFactor: 'Choosing the new password takes a code from your authenticator app, or a recovery code.',
    notYou: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
}

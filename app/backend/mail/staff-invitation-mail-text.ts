import type { StaffRole } from '~/api/contract/staff-roles'

/** The staff's languages (issue 23): an invitation is written in Korean or English. */
export type StaffMailLocale = 'ko-KR' | 'en-US'

/**
 * The words of the mail that invites someone to the staff console, kept beside the other server-only letters. It names
 * the role and the inviter's name as the admin typed them; the invitee's own name, which the admin typed too, greets.
 */
interface StaffInvitationText {
  subject: (brand: string) => string
  greeting: (name: string) => string
  invited: (inviter: string, brand: string, role: string) => string
  open: (hours: number) => string
  setUp: string
  notYou: string
  roles: Record<StaffRole, string>
}

export const staffInvitationText: Record<StaffMailLocale, StaffInvitationText> = {
  'ko-KR': {
    subject: (brand) => `[${brand}] 직원 콘솔 초대`,
    greeting: (name) => `${name} 님, 안녕하세요.`,
    invited: (inviter, brand, role) => `${inviter} 님이 ${brand} 직원 콘솔에 ${role} 역할로 초대했습니다.`,
    open: (hours) => `아래 링크를 ${hours}시간 안에 열어 비밀번호와 인증 앱(OTP)을 설정해 주세요. 링크는 한 번만 쓸 수 있습니다.`,
    setUp: '설정하면 복구 코드가 한 번 표시됩니다. 안전한 곳에 보관해 주세요.',
    notYou: '초대받을 일이 없다면 이 메일을 무시하세요. 링크는 기한이 지나면 더 이상 쓸 수 없습니다.',
    roles: { admin: '관리자', editor: '편집자', support: '고객 지원' },
  },
  'en-US': {
    subject: (brand) => `[${brand}] Your invitation to the staff console`,
    greeting: (name) => `Hello ${name},`,
    invited: (inviter, brand, role) => `${inviter} invited you to the ${brand} staff console as ${role}.`,
    open: (hours) =>
      `Open this link within ${hours} hours to choose a password and set up an authenticator app. The link works once.`,
    setUp: 'Once you are set up, your recovery codes are shown once: keep them somewhere safe.',
    notYou: 'If you did not expect this, ignore this email: the link stops working when it expires.',
    roles: { admin: 'an admin', editor: 'an editor', support: 'a support agent' },
  },
}

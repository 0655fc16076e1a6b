import type { ComposedMail } from '../mail/inquiry-mails'
import type { StaffMailLocale } from '../mail/staff-invitation-mail-text'
import { staffPasswordResetText } from '../mail/staff-password-reset-mail-text'

export const STAFF_PASSWORD_RESET_KIND = 'staff_password_reset'

/** The console's reset page; it reads the token from the query and takes it out of the address at once. */
export function staffResetLink(siteUrl: string, token: string, locale: StaffMailLocale): string {
  const url = new URL('/admin/password-reset', siteUrl)
  url.searchParams.set('lang', locale)
  url.searchParams.set('token', token)
  return url.toString()
}

export function composeStaffResetMail(
  letter: { to: string; locale: StaffMailLocale; brandName: string },
  link: string,
  minutes: number,
): ComposedMail {
  const text = staffPasswordResetText[letter.locale]
  const lines = [
    text.asked(letter.brandName),
    '',
    text.open(minutes),
    link,
    '',
    text.secondFactor,
    text.notYou,
    '',
    `— ${letter.brandName}`,
  ]
  return {
    kind: STAFF_PASSWORD_RESET_KIND,
    toAddress: letter.to,
    subject: text.subject(letter.brandName),
    textBody: `${lines.join('\n')}\n`,
  }
}

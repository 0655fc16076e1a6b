import type { StaffRole } from '~/api/contract/staff-roles'
import type { Locale } from '~/i18n/locales'
import type { ComposedMail } from '../mail/inquiry-mails'
import { type StaffMailLocale, staffInvitationText } from '../mail/staff-invitation-mail-text'

export const STAFF_INVITATION_KIND = 'staff_invitation'

/** The invitee's language: the inviting admin's console language when it is one of the staff's, else Korean. */
export const staffMailLocale = (locale: Locale): StaffMailLocale => (locale === 'en-US' ? 'en-US' : 'ko-KR')

/** The console's invitation page; it reads the token from the query and takes it out of the address at once. */
export function invitationLink(siteUrl: string, token: string, locale: StaffMailLocale): string {
  const url = new URL('/admin/invitation', siteUrl)
  url.searchParams.set('lang', locale)
  url.searchParams.set('token', token)
  return url.toString()
}

/** A header value stays on one line whatever the admin typed. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').slice(0, 120)

export function composeInvitationMail(
  invitation: { to: string; name: string; role: StaffRole; inviter: string; locale: StaffMailLocale; brandName: string },
  link: string,
  hours: number,
): ComposedMail {
  const text = staffInvitationText[invitation.locale]
  const lines = [
    text.greeting(oneLine(invitation.name)),
    '',
    text.invited(oneLine(invitation.inviter), invitation.brandName, text.roles[invitation.role]),
    text.open(hours),
    link,
    '',
    text.setUp,
    text.notYou,
    '',
    `— ${invitation.brandName}`,
  ]
  return {
    kind: STAFF_INVITATION_KIND,
    toAddress: invitation.to,
    subject: text.subject(invitation.brandName),
    textBody: `${lines.join('\n')}\n`,
  }
}

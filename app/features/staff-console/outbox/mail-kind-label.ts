import { m } from '~/paraglide/messages'

/** The kinds of mail this site sends (the backend's `*_KIND` constants), in the staff's words. */
export const mailKindLabels: Readonly<Record<string, () => string>> = {
  inquiry_notice: m.admin_mail_kind_inquiry_notice,
  inquiry_confirmation: m.admin_mail_kind_inquiry_confirmation,
  inquiry_reply: m.admin_mail_kind_inquiry_reply,
  question_answered: m.admin_mail_kind_question_answered,
  password_reset: m.admin_mail_kind_password_reset,
  password_reset_social: m.admin_mail_kind_password_reset_social,
  email_verification: m.admin_mail_kind_email_verification,
  staff_invitation: m.admin_mail_kind_staff_invitation,
  staff_password_reset: m.admin_mail_kind_staff_password_reset,
  security_notice: m.admin_mail_kind_security_notice,
  staff_security_notice: m.admin_mail_kind_staff_security_notice,
}

/** What a mail of the outbox is, in the staff's words; a kind this site does not know (another backend's) as it is. */
export function mailKindLabel(kind: string): string {
  return Object.hasOwn(mailKindLabels, kind) ? (mailKindLabels[kind]?.() ?? kind) : kind
}

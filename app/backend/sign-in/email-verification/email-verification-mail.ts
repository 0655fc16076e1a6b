import type { Locale } from '~/i18n/locales'
import { emailVerificationText } from '../../mail/email-verification-mail-text'
import type { ComposedMail } from '../../mail/inquiry-mails'

export const EMAIL_VERIFICATION_KIND = 'email_verification'

/** The page the mailed link opens, in the member's language; the site moves the token out of the address at once. */
export function verificationLink(siteUrl: string, locale: Locale, token: string): string {
  const url = new URL('/email/verify', siteUrl)
  url.searchParams.set('lang', locale)
  url.searchParams.set('token', token)
  return url.toString()
}

/** The link that verifies the address: single use, valid `hours`. */
export function composeVerificationMail(
  { to, locale, brandName }: { to: string; locale: Locale; brandName: string },
  link: string,
  hours: number,
): ComposedMail {
  const text = emailVerificationText[locale]
  const lines = [text.greeting, '', text.open(hours), link, '', text.once, text.notYou, '', `— ${brandName}`]
  return { kind: EMAIL_VERIFICATION_KIND, toAddress: to, subject: text.subject(brandName), textBody: `${lines.join('\n')}\n` }
}

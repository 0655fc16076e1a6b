import type { SocialProvider } from '~/api/contract/sign-in-endpoints'
import type { Locale } from '~/i18n/locales'
import type { ComposedMail } from '../../mail/inquiry-mails'
import { passwordResetText } from '../../mail/password-reset-mail-text'
import { providerList } from '../../mail/provider-names'

export const PASSWORD_RESET_KIND = 'password_reset'
export const PASSWORD_RESET_SOCIAL_KIND = 'password_reset_social'

/** The page the mailed link opens, in the requester's language; the site moves the token out of the address at once. */
export function resetLink(siteUrl: string, locale: Locale, token: string): string {
  const url = new URL('/password/reset', siteUrl)
  url.searchParams.set('lang', locale)
  url.searchParams.set('token', token)
  return url.toString()
}

interface Letter {
  to: string
  locale: Locale
  brandName: string
}

/** The link to choose a new password: single use, valid `minutes`. */
export function composeResetMail({ to, locale, brandName }: Letter, link: string, minutes: number): ComposedMail {
  const text = passwordResetText[locale]
  const lines = [text.asked, '', text.open(minutes), link, '', text.once, text.notYou, '', `— ${brandName}`]
  return { kind: PASSWORD_RESET_KIND, toAddress: to, subject: text.subject(brandName), textBody: `${lines.join('\n')}\n` }
}

/**
 * A member who signed up with a provider has no password to reset, and a mailbox alone must not give them one (their
 * provider is how they prove who they are): the mail says which provider to sign in with, and carries no token.
 */
export function composeSocialOnlyMail(
  { to, locale, brandName }: Letter,
  providers: readonly SocialProvider[],
  siteUrl: string,
): ComposedMail {
  const text = passwordResetText[locale]
  const login = new URL('/login', siteUrl)
  login.searchParams.set('lang', locale)
  const lines = [
    text.asked,
    '',
    text.noPassword(providerList(providers, locale)),
    text.signInThere,
    login.toString(),
    '',
    text.socialNotYou,
    '',
    `— ${brandName}`,
  ]
  return {
    kind: PASSWORD_RESET_SOCIAL_KIND,
    toAddress: to,
    subject: text.socialSubject(brandName),
    textBody: `${lines.join('\n')}\n`,
  }
}

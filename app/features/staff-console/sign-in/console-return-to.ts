import { isConsolePath } from '~/config/console-paths'
import { hrefWithLocale } from '~/i18n/language-switch'
import type { Locale } from '~/i18n/locales'
import { safeRedirectTarget } from '~/security/safe-redirect'

/** Where a sign-in goes back to: a console address on this site, never the sign-in pages themselves. */
export function consoleReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined
  const target = safeRedirectTarget(value, '')
  if (!target || !isConsolePath(new URL(target, 'http://same.invalid').pathname)) return undefined
  return /^\/admin\/(login|invitation)(\/|\?|$)/i.test(target) ? undefined : target
}

/**
 * The way back after signing in, in the sign-in page's language: the address was kept in the language the console
 * first opened in, and the staff member may have chosen the other one on the sign-in page since. Going on to it as it
 * was showed the new language (a page's language is fixed until it reloads) under an address naming the old, which
 * the next reload then obeyed (decision 114).
 */
export const returnToInPageLanguage = (returnTo: string, locale: Locale): string => hrefWithLocale(returnTo, locale)

import { CONSOLE_PATH, isConsolePath } from '~/config/console-paths'
import { secureCookieName } from '~/security/cookie-prefix'
import { consoleLocales } from './console-locales'
import { type LanguageScope, type Locale, parseLocale, readCookie, siteLanguages } from './locales'

/**
 * The console's language is kept in a cookie of its own, for its addresses only (decision 114): `__Secure-console_lang`
 * over HTTPS (`__Host-` would need `Path=/`), the bare name over plain HTTP, as the device cookies are.
 */
const CONSOLE_LOCALE_COOKIE = 'console_lang'

/** The language the console last opened in, in this browser: the prefixed cookie first, as `storedLocale` reads. */
function storedConsoleLocale(cookieHeader: string | null | undefined): Locale | undefined {
  return (
    parseLocale(readCookie(cookieHeader, secureCookieName(CONSOLE_LOCALE_COOKIE, true))) ??
    parseLocale(readCookie(cookieHeader, CONSOLE_LOCALE_COOKIE))
  )
}

/**
 * The console's two languages and its own choice between them: a staff member's Korean or English never changes the
 * public site's language, nor a visitor's choice among its five the console's.
 */
const consoleLanguages: LanguageScope = { locales: consoleLocales, stored: storedConsoleLocale }

/** The languages of the part of the site an address belongs to: the console's, or the public site's. */
export const languagesAt = (pathname: string): LanguageScope => (isConsolePath(pathname) ? consoleLanguages : siteLanguages)

/**
 * The `Set-Cookie` a console page in `locale` answers with, when the browser's cookie says another language or none:
 * the console's addresses then open in the language its pages were last read in, the switch's choice included, for a
 * year. Only the console's addresses carry it (`Path=/admin`), so a public page stays without a cookie, which the page
 * cache answers; the server writes it (console pages are never cached), and no script needs to read it.
 */
export function consoleLanguageCookie(cookieHeader: string | null, locale: Locale, https: boolean): string | undefined {
  if (storedConsoleLocale(cookieHeader) === locale) return undefined
  const name = secureCookieName(CONSOLE_LOCALE_COOKIE, https)
  return `${name}=${locale}; Path=${CONSOLE_PATH}; Max-Age=31536000; SameSite=Lax; HttpOnly${https ? '; Secure' : ''}`
}

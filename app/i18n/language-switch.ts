import { type Locale, localeCookieName } from './locales'

/** Each language named in itself, so a visitor finds theirs whatever the page's language. */
export const localeAutonyms: Record<Locale, string> = {
  'ko-KR': '한국어',
  'en-US': 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'ja-JP': '日本語',
}

/** The current address with only `lang` replaced; every other query parameter and the hash are kept. */
export function hrefWithLocale(currentHref: string, locale: Locale): string {
  const url = new URL(currentHref, 'http://same.invalid')
  url.searchParams.set('lang', locale)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * The cookie that stores a choice for a year: over HTTPS `__Host-lang`, Secure, for the whole site and this host only
 * (no Domain), as the prefix requires; over plain HTTP (a developer's machine) the bare `lang`. No language (`''`)
 * deletes it.
 */
export function localeChoiceCookie(locale: Locale | '', https: boolean): string {
  return `${localeCookieName(https)}=${locale}; path=/; max-age=${locale ? 31536000 : 0}; samesite=lax${https ? '; secure' : ''}`
}

/**
 * Remembers an explicit choice for a year; it comes before Accept-Language on the next visit without `lang`. No
 * language (`''`) forgets the choice.
 */
export function rememberLocaleChoice(locale: Locale | ''): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-sensitive preference cookie that the server reads
  document.cookie = localeChoiceCookie(locale, window.location.protocol === 'https:')
}

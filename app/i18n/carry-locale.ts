import { isConsolePath } from '~/config/console-paths'
import { rememberLocaleChoice } from './language-switch'
import { baseLocale, type Locale, matchLanguageTag, storedLocale } from './locales'

/**
 * Navigation without `lang` carries the previous language (the spec): an address typed without it is redirected to
 * the stored choice before the browser's languages, so the page's language is stored whenever the browser's own
 * languages would pick another one. When they pick this one, nothing needs storing, and a stored other one goes
 * (decision 49): most visitors keep no cookie, and the page cache, which answers only requests without any, stays
 * theirs. A console page leaves the public site's choice alone: the console keeps its own (decision 114).
 */
export function carryPageLocale(locale: Locale): void {
  if (isConsolePath(window.location.pathname)) return
  const stored = storedLocale(document.cookie)
  // What Accept-Language will pick: the browser sends its languages in this order, and the server takes the first it has.
  const browser = navigator.languages.map(matchLanguageTag).find(Boolean)
  if (locale !== (browser ?? baseLocale)) {
    if (stored !== locale) rememberLocaleChoice(locale)
    return
  }
  if (stored && stored !== locale) rememberLocaleChoice('')
}

import { overwriteGetLocale } from '~/paraglide/runtime'
import { baseLocale, type Locale, parseLocale } from './locales'

/**
 * In the browser the locale is fixed for the life of the page: a language change is a full reload,
 * and the server wrote the page's locale into `<html lang>`.
 */
export function installClientLocale(): Locale {
  const locale = parseLocale(document.documentElement.lang) ?? baseLocale
  overwriteGetLocale(() => locale)
  return locale
}

import { baseLocale, type Locale, localeFromAcceptLanguage, parseLocale } from '~/i18n/locales'

/** The language of an API call: an exact code in Accept-Language (what the site sends), else the best match, else ko-KR. */
export function requestLocale(request: Request): Locale {
  const header = request.headers.get('accept-language')
  return parseLocale(header?.trim()) ?? localeFromAcceptLanguage(header) ?? baseLocale
}

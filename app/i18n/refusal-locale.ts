import { langFromUrl } from './lang-redirect'
import { detectLocale, LOCALE_HEADER, type Locale, parseLocale } from './locales'

/**
 * The language to refuse a request in before any page or function handles it: the one the request names (a server
 * function's header, the page's `lang`), else the one it prefers (the language cookie, Accept-Language).
 */
export function refusalLocale(request: Request): Locale {
  return (
    parseLocale(request.headers.get(LOCALE_HEADER)) ??
    langFromUrl(new URL(request.url)) ??
    detectLocale({ cookieHeader: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') })
  )
}

import { baseLocale, type Locale, locales } from './locales'

/**
 * The absolute address of a page in one language: `lang` first, then the page's other parameters in a stable
 * order. An index route's match ends in a slash (`/news/`); the page's address has none (`/news`).
 */
export function localizedUrl(siteUrl: string, pathname: string, search: Record<string, unknown>, locale: Locale): string {
  const path = pathname.replace(/\/+$/, '') || '/'
  const params = new URLSearchParams({ lang: locale })
  for (const key of Object.keys(search).sort()) {
    const value = search[key]
    if (key === 'lang' || value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  return `${siteUrl}${path}?${params.toString()}`
}

/** The page in each of the five languages and, as x-default, in the base language (hreflang alternates). */
export function alternateUrls(siteUrl: string, pathname: string, search: Record<string, unknown>) {
  return [
    ...locales.map((locale) => ({ hrefLang: locale as string, href: localizedUrl(siteUrl, pathname, search, locale) })),
    { hrefLang: 'x-default', href: localizedUrl(siteUrl, pathname, search, baseLocale) },
  ]
}

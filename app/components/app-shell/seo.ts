import { baseLocale, type Locale, locales } from '~/i18n/locales'

const ogLocales: Record<Locale, string> = {
  'ko-KR': 'ko_KR',
  'en-US': 'en_US',
  'zh-CN': 'zh_CN',
  'zh-TW': 'zh_TW',
  'ja-JP': 'ja_JP',
}

/** The absolute address of a page in one language: `lang` first, then the page's other parameters in a stable order. */
export function localizedUrl(siteUrl: string, pathname: string, search: Record<string, unknown>, locale: Locale): string {
  const params = new URLSearchParams({ lang: locale })
  for (const key of Object.keys(search).sort()) {
    const value = search[key]
    if (key === 'lang' || value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  return `${siteUrl}${pathname}?${params.toString()}`
}

export interface SeoInput {
  siteUrl: string
  pathname: string
  search: Record<string, unknown>
  locale: Locale
  title: string
  description: string
  siteName: string
}

/** Canonical and hreflang links (the five languages and x-default), and Open Graph and Twitter tags. */
export function seoTags({ siteUrl, pathname, search, locale, title, description, siteName }: SeoInput) {
  const canonical = localizedUrl(siteUrl, pathname, search, locale)
  return {
    links: [
      { rel: 'canonical', href: canonical },
      ...locales.map((alternate) => ({
        rel: 'alternate',
        hrefLang: alternate,
        href: localizedUrl(siteUrl, pathname, search, alternate),
      })),
      { rel: 'alternate', hrefLang: 'x-default', href: localizedUrl(siteUrl, pathname, search, baseLocale) },
    ],
    meta: [
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: siteName },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:locale', content: ogLocales[locale] },
      ...locales
        .filter((other) => other !== locale)
        .map((other) => ({ property: 'og:locale:alternate', content: ogLocales[other] })),
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
    ],
  }
}

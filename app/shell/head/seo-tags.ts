import { type Locale, locales } from '~/i18n/locales'
import { alternateUrls, localizedUrl } from '~/i18n/localized-url'

const ogLocales: Record<Locale, string> = {
  'ko-KR': 'ko_KR',
  'en-US': 'en_US',
  'zh-CN': 'zh_CN',
  'zh-TW': 'zh_TW',
  'ja-JP': 'ja_JP',
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

/**
 * The other languages for Open Graph. They are rendered by the document itself, not through the route head:
 * the router keeps one meta tag per property, and these depend only on the language, which a reload changes.
 */
export function ogLocaleAlternates(locale: Locale): Array<{ property: string; content: string }> {
  return locales
    .filter((other) => other !== locale)
    .map((other) => ({ property: 'og:locale:alternate', content: ogLocales[other] }))
}

/** Canonical and hreflang links (the five languages and x-default), and Open Graph and Twitter tags. */
export function seoTags({ siteUrl, pathname, search, locale, title, description, siteName }: SeoInput) {
  const canonical = localizedUrl(siteUrl, pathname, search, locale)
  const links: Array<{ rel: string; href: string; hrefLang?: string }> = [
    { rel: 'canonical', href: canonical },
    ...alternateUrls(siteUrl, pathname, search).map((alternate) => ({ rel: 'alternate', ...alternate })),
  ]
  return {
    links,
    meta: [
      { name: 'description', content: description },
      // A page that is an article replaces this in its own head (the deepest route's meta wins).
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: siteName },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:locale', content: ogLocales[locale] },
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
    ],
  }
}

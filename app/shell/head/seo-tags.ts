import type { Locale } from '~/i18n/locales'
import { alternateUrls, localizedUrl } from '~/i18n/localized-url'
import { ogLocales } from './og-locales'

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

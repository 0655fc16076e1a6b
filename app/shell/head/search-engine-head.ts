import { jsonLdScript } from '~/features/seo/json-ld'
import { breadcrumbListJsonLd, type TrailCrumb } from '~/features/seo/structured-data'
import { localizedUrl } from '~/i18n/localized-url'
import { type SeoInput, seoTags } from './seo-tags'

/**
 * What only search engines and link previews read of a page's head: its canonical and other-language addresses, its
 * Open Graph and Twitter tags, and its breadcrumb trail as structured data. They read the server's page; in the browser
 * this module loads after the page's own code (decision 11).
 */
export function searchEngineHead(input: SeoInput, trail: readonly TrailCrumb[]) {
  const { siteUrl, pathname, search, locale } = input
  const seo = seoTags(input)
  const breadcrumbs = breadcrumbListJsonLd(
    trail,
    (path) => localizedUrl(siteUrl, path, {}, locale),
    localizedUrl(siteUrl, pathname, search, locale),
  )
  return { meta: seo.meta, links: seo.links, scripts: [jsonLdScript(breadcrumbs)] }
}

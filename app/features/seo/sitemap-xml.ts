import { type Locale, locales } from '~/i18n/locales'
import { alternateUrls, localizedUrl } from '~/i18n/localized-url'
import { escapeXml } from './xml-text'

/** One page of the site (a path without query), listed once per language. */
export interface SitemapPage {
  path: string
  /** W3C date (`2025-03-14`) or date and time (`2025-03-14T09:30:00.000Z`) of the page's last change, when known. */
  lastModified?: string
}

function urlEntry(siteUrl: string, page: SitemapPage, locale: Locale): string {
  const lines = [`    <loc>${escapeXml(localizedUrl(siteUrl, page.path, {}, locale))}</loc>`]
  if (page.lastModified) lines.push(`    <lastmod>${escapeXml(page.lastModified)}</lastmod>`)
  for (const { hrefLang, href } of alternateUrls(siteUrl, page.path, {})) {
    lines.push(`    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`)
  }
  return `  <url>\n${lines.join('\n')}\n  </url>`
}

/**
 * The sitemap (sitemaps.org 0.9): every page in every language, each `<url>` with the same page's hreflang
 * alternates (the five languages and x-default), at the addresses the pages name as canonical.
 */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const entries = pages.flatMap((page) => locales.map((locale) => urlEntry(siteUrl, page, locale)))
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

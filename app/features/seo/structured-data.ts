import type { NewsDetail, ThesisDetail } from '~/api/contract/posts'
import type { SiteConfig } from '~/config/site-config'
import type { Locale } from '~/i18n/locales'
import type { JsonLd } from './json-ld'

// schema.org nodes for the pages: Organization (home), NewsArticle, ScholarlyArticle and BreadcrumbList.

const context = 'https://schema.org'

/** The site's mark: the only logo the site ships today. */
export const logoUrl = (siteUrl: string) => `${siteUrl}/favicon.svg`

/** One id for the company, so the articles' publisher and the home page's Organization are the same node. */
const organizationId = (siteUrl: string) => `${siteUrl}/#organization`

/** The company as publisher or author of an article: name, address of the site and logo. */
function organizationReference(site: SiteConfig): JsonLd {
  return {
    '@type': 'Organization',
    '@id': organizationId(site.siteUrl),
    name: site.brandName,
    url: `${site.siteUrl}/`,
    logo: { '@type': 'ImageObject', url: logoUrl(site.siteUrl) },
  }
}

/** The company, from the site configuration (brand, legal name, contact details), for the home page. */
export function organizationJsonLd(site: SiteConfig): JsonLd {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': organizationId(site.siteUrl),
    name: site.brandName,
    legalName: site.company.name,
    url: `${site.siteUrl}/`,
    logo: logoUrl(site.siteUrl),
    email: site.company.email,
    telephone: site.company.phone,
    address: { '@type': 'PostalAddress', streetAddress: site.company.address },
  }
}

interface ArticlePage {
  site: SiteConfig
  /** The page's canonical address. */
  url: string
  /** The page's meta description. */
  description: string
}

export function newsArticleJsonLd(
  article: Pick<NewsDetail, 'title' | 'publishedAt' | 'categoryName'>,
  { site, url, description, locale }: ArticlePage & { locale: Locale },
): JsonLd {
  const company = organizationReference(site)
  return {
    '@context': context,
    '@type': 'NewsArticle',
    headline: article.title,
    description,
    datePublished: article.publishedAt,
    inLanguage: locale,
    ...(article.categoryName ? { articleSection: article.categoryName } : {}),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: company,
    publisher: company,
  }
}

/** The journal, or the journal's volume within it when the paper names one. */
function journalOf(thesis: Pick<ThesisDetail, 'journal' | 'volume'>): JsonLd {
  const periodical = { '@type': 'Periodical', name: thesis.journal }
  return thesis.volume ? { '@type': 'PublicationVolume', volumeNumber: thesis.volume, isPartOf: periodical } : periodical
}

export function scholarlyArticleJsonLd(
  thesis: Pick<ThesisDetail, 'title' | 'authors' | 'journal' | 'year' | 'volume' | 'pages' | 'doi' | 'doiUrl' | 'abstract'>,
  { url, description }: Omit<ArticlePage, 'site'>,
): JsonLd {
  return {
    '@context': context,
    '@type': 'ScholarlyArticle',
    headline: thesis.title,
    name: thesis.title,
    description,
    abstract: thesis.abstract,
    author: thesis.authors.map((name) => ({ '@type': 'Person', name })),
    datePublished: String(thesis.year),
    isPartOf: journalOf(thesis),
    pagination: thesis.pages ?? undefined,
    identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: thesis.doi },
    sameAs: thesis.doiUrl,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  }
}

interface TrailCrumb {
  label: string
  to?: string
}

/**
 * The visible breadcrumb trail as a BreadcrumbList. Every item needs an address, so a menu group without a
 * page of its own (a section) is left out; the last item is the page itself, at its canonical address.
 */
export function breadcrumbListJsonLd(trail: readonly TrailCrumb[], urlOf: (path: string) => string, pageUrl: string): JsonLd {
  const last = trail.length - 1
  const items = trail.flatMap((crumb, index) => {
    if (index === last) return [{ name: crumb.label, url: pageUrl }]
    return crumb.to ? [{ name: crumb.label, url: urlOf(crumb.to) }] : []
  })
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

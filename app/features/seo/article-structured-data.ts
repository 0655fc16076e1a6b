import type { NewsDetail } from '~/api/contract/kinds/news'
import type { ThesisDetail } from '~/api/contract/kinds/theses'
import type { SiteConfig } from '~/config/site-config'
import type { Locale } from '~/i18n/locales'
import type { JsonLd } from './json-ld'
import { logoUrl, organizationId, schemaOrgContext } from './structured-data'

// schema.org nodes of the article pages: NewsArticle and ScholarlyArticle.

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
    '@context': schemaOrgContext,
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
    '@context': schemaOrgContext,
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

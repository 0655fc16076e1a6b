import type { NewsDetail } from '~/api/contract/kinds/news'
import type { ThesisDetail } from '~/api/contract/kinds/theses'
import type { SiteConfig } from '~/config/site-config'
import type { Locale } from '~/i18n/locales'
import { localizedUrl } from '~/i18n/localized-url'
import { newsArticleJsonLd, scholarlyArticleJsonLd } from './article-structured-data'
import { jsonLdScript } from './json-ld'

/** What an article page's head knows besides its item: the site, where the page is, its language and description. */
export interface ArticlePageContext {
  site: SiteConfig
  pathname: string
  locale: Locale
  /** The description the page's loader made from the item. */
  description: string | undefined
}

const canonicalOf = ({ site, pathname, locale }: ArticlePageContext) => localizedUrl(site.siteUrl, pathname, {}, locale)

/**
 * A news article's own head: Open Graph type `article` with its date (replacing the root's `website`) and its
 * NewsArticle JSON-LD. Empty while the article is unknown (a missing article shows the not-found page).
 */
export function newsArticleHead(article: NewsDetail | undefined, page: ArticlePageContext) {
  if (!article) return {}
  const url = canonicalOf(page)
  const description = page.description ?? ''
  return {
    meta: [
      { property: 'og:type', content: 'article' },
      { property: 'article:published_time', content: article.publishedAt },
      ...(article.categoryName ? [{ property: 'article:section', content: article.categoryName }] : []),
    ],
    scripts: [jsonLdScript(newsArticleJsonLd(article, { site: page.site, url, description, locale: page.locale }))],
  }
}

/** A paper's own head: Open Graph type `article` and its ScholarlyArticle JSON-LD. */
export function thesisHead(thesis: ThesisDetail | undefined, page: ArticlePageContext) {
  if (!thesis) return {}
  const url = canonicalOf(page)
  return {
    meta: [{ property: 'og:type', content: 'article' }],
    scripts: [jsonLdScript(scholarlyArticleJsonLd(thesis, { url, description: page.description ?? '' }))],
  }
}

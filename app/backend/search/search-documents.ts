import { type SQL, sql } from 'drizzle-orm'
import type { SearchType } from '~/api/contract/search-types'
import type { SitePageName } from '~/api/contract/site-page-endpoints'
import { faqCategories, faqEntries, type LocalizedText, pharmacies, posts, products, sitePages } from '~/backend/db/schema'
import { baseLocale, type Locale } from '~/i18n/locales'
import { visibleNow } from '../content/publication'

/**
 * What the site search reads (docs/decisions/0084-site-search.md): every item visitors may open now, one row each,
 * straight from the content's own tables, in the reader's language with the Korean original where a field has no
 * translation. search-corpus.ts folds and keeps it.
 */
export function searchDocuments(locale: Locale): SQL {
  /** A localized column's text in the reader's language, else Korean. */
  const text = (column: SQL) => sql`coalesce(nullif(${column}->>${locale}, ''), ${column}->>${baseLocale}, '')`
  /** Whether a localized column has no text in the reader's language (always false on Korean pages). */
  const untranslated = (column: SQL) => (locale === baseLocale ? sql`false` : sql`coalesce(${column}->>${locale}, '') = ''`)
  /** The texts of a rich-text column (a document per language) in the reader's language, else Korean, as a JSON array. */
  const richTexts = (column: SQL) =>
    sql`coalesce(jsonb_path_query_array(coalesce(${column}->${locale}, ${column}->${baseLocale}), 'strict $.**.text'), '[]'::jsonb)`

  const postTitle = sql`${posts.title}`
  const postSummary = sql`${posts.summary}`
  // A patent's numbers and office, a paper's authors, journal and DOI, a press item's outlet are found like its body.
  const postDetails = sql`concat_ws(' ', ${text(sql`${posts.outlet}`)}, ${posts.applicationNumber}, ${posts.registrationNumber},
    ${posts.office}, ${posts.authors}::text, ${posts.journal}, ${posts.doi})`
  const postRows = sql`
    SELECT ${posts.postType}::text AS type, ${posts.id} AS id, ${text(postTitle)} AS title,
      ${untranslated(postTitle)} AS fallback, ${posts.publishedAt}::text AS day, NULL::int AS position,
      ${posts.link} AS link, NULL::text AS page_name, ${text(postSummary)} AS lead,
      ${richTexts(sql`${posts.body}`)} AS body, ${postDetails} AS details, NULL::jsonb AS names
    FROM ${posts} WHERE ${visibleNow(posts)}`

  const productName = sql`${products.name}`
  const productRows = sql`
    SELECT CASE ${products.productType} WHEN 'pb' THEN 'product' ELSE 'material' END, ${products.id}, ${text(productName)},
      ${untranslated(productName)}, NULL, row_number() OVER (PARTITION BY ${products.productType} ORDER BY ${products.sortOrder}, ${products.id})::int,
      NULL, NULL, ${text(sql`${products.summary}`)}, ${richTexts(sql`${products.description}`)}, '', NULL
    FROM ${products} WHERE ${products.productType} IN ('pb', 'material') AND ${visibleNow(products)}`

  const question = sql`${faqEntries.question}`
  const faqRows = sql`
    SELECT 'faq', ${faqEntries.id}, ${text(question)}, ${untranslated(question)}, NULL, NULL, NULL, NULL,
      ${text(sql`${faqEntries.answer}`)}, '[]'::jsonb, '', NULL
    FROM ${faqEntries} JOIN ${faqCategories} ON ${faqCategories.id} = ${faqEntries.categoryId}
    WHERE ${visibleNow(faqEntries)} AND ${visibleNow(faqCategories)}`

  // A long-form page's title is the site's navigation label, not stored: its lead and body are searched.
  const pageLead = sql`${sitePages.lead}`
  const pageRows = sql`
    SELECT 'page', ${sitePages.id}, '', ${untranslated(pageLead)}, NULL, NULL, NULL, ${sitePages.name}::text,
      ${text(pageLead)}, ${richTexts(sql`${sitePages.body}`)}, '', NULL
    FROM ${sitePages} WHERE ${visibleNow(sitePages)}`

  // Pharmacies by name, in every language they have one; shown in the reader's (search-corpus.ts).
  const pharmacyRows = sql`
    SELECT 'pharmacy', ${pharmacies.id}, '', false, NULL, NULL, NULL, NULL, '', '[]'::jsonb, '',
      jsonb_build_object('name', ${pharmacies.name}, 'address', ${pharmacies.address})
    FROM ${pharmacies}`

  return sql`${postRows} UNION ALL ${productRows} UNION ALL ${faqRows} UNION ALL ${pageRows} UNION ALL ${pharmacyRows}`
}

/** A row of searchDocuments. */
export interface SearchDocumentRow {
  type: SearchType
  id: number
  title: string
  fallback: boolean
  day: string | null
  position: number | null
  link: string | null
  page_name: SitePageName | null
  lead: string
  body: string[]
  details: string
  /** A pharmacy's name and address in every language it has them. */
  names: { name: LocalizedText; address: LocalizedText } | null
}

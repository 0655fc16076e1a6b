import type { SearchType } from '~/api/contract/search-types'
import type { SitePageName } from '~/api/contract/site-page-endpoints'
import type { Database } from '~/backend/db/database.server'
import { rowsOf } from '~/backend/db/result-rows'
import type { PublicReadCache } from '~/backend/http/public-read-cache'
import type { Locale } from '~/i18n/locales'
import { pharmacyInReaderLanguage } from '../content/pharmacy-reader-language'
import { type SearchDocumentRow, searchDocuments } from './search-documents'
import { foldForSearch } from './search-folding'

/** An item visitors can find, as a result shows it and as a query is compared with it. */
export interface SearchDocument {
  type: SearchType
  id: number
  title: string
  /** The lead and the body's text, where a result's passage is taken from. */
  passage: string
  fallback: boolean
  date: string | null
  position: number | null
  link: string | null
  pageName: SitePageName | null
  finderQuery: string | null
  /** The text compared, folded (search-folding.ts), by weight. */
  folded: { title: string; lead: string; body: string }
}

/** Every item visitors can find in one language. */
export interface SearchCorpus {
  documents: SearchDocument[]
}

function documentOf(row: SearchDocumentRow, locale: Locale): SearchDocument {
  const common = { type: row.type, id: row.id, fallback: row.fallback, date: row.day, position: row.position }
  const none = { link: null, pageName: null, finderQuery: null }
  if (row.names) {
    const { name, address } = row.names
    const names = Object.values(name).join(' ')
    return {
      ...common,
      ...none,
      title: pharmacyInReaderLanguage(name, locale).text,
      passage: pharmacyInReaderLanguage(address, locale).text,
      finderQuery: name['ko-KR'] ?? null,
      folded: { title: foldForSearch(names), lead: '', body: '' },
    }
  }
  const body = row.body.join(' ')
  return {
    ...common,
    ...none,
    title: row.title,
    passage: `${row.lead} ${body}`.trim(),
    link: row.link,
    pageName: row.page_name,
    folded: { title: foldForSearch(row.title), lead: foldForSearch(row.lead), body: foldForSearch(`${body} ${row.details}`) },
  }
}

async function readCorpus(db: Database, locale: Locale): Promise<SearchCorpus> {
  const rows = rowsOf<SearchDocumentRow>(await db.execute(searchDocuments(locale)))
  return { documents: rows.map((row) => documentOf(row, locale)) }
}

/**
 * What a search in `locale` compares: read from the database and kept with the public reads' answers (the same
 * lifetime, emptied by every content change and schedule's moment on every process, decision 36), so a search costs
 * no query; read for each search when the cache is off (API_CACHE_TTL_SECONDS=0).
 */
export function searchCorpus(db: Database, locale: Locale, cache: PublicReadCache | undefined): Promise<SearchCorpus> {
  return cache ? cache.source(`search:${locale}`, () => readCorpus(db, locale)) : readCorpus(db, locale)
}

import type * as v from 'valibot'
import { searchTypes } from '~/api/contract/search-types'
import type { SearchHit, siteSearchQuery } from '~/api/contract/site-search'
import type { Database } from '~/backend/db/database.server'
import type { PublicReadCache } from '~/backend/http/public-read-cache'
import type { Locale } from '~/i18n/locales'
import { highlighted, snippet } from './highlight'
import { type SearchDocument, searchCorpus } from './search-corpus'
import { nearestQueries } from './search-suggestions'
import { normalizedQuery, type SearchTerm, searchTerms } from './search-terms'

type Query = v.InferOutput<typeof siteSearchQuery>

/** How much a word counts where it is found; the whole query in the title counts above all. */
const WEIGHT = { title: 10, lead: 4, body: 1, phrase: 20 } as const

const holds = (text: string, term: SearchTerm) => term.forms.some((form) => text.includes(form))

/** How many of the query's words a document holds, and its rank by where it holds them. */
function rankOf(document: SearchDocument, terms: SearchTerm[], phrase: string): { found: number; score: number } {
  const { title, lead, body } = document.folded
  let score = title.includes(phrase) ? WEIGHT.phrase : 0
  let found = 0
  for (const term of terms) {
    const weight = holds(title, term) ? WEIGHT.title : holds(lead, term) ? WEIGHT.lead : holds(body, term) ? WEIGHT.body : 0
    score += weight
    if (weight) found++
  }
  return { found, score }
}

/** Above any score: a document holding more of the words ranks first among those holding some. */
const PER_WORD_FOUND = 1_000

const typeOrder = new Map(searchTypes.map((type, index) => [type, index]))

/** Higher rank first, then the newer, then by type and the newer item. */
function byRank(a: { document: SearchDocument; score: number }, b: { document: SearchDocument; score: number }) {
  return (
    b.score - a.score ||
    (b.document.date ?? '').localeCompare(a.document.date ?? '') ||
    (typeOrder.get(a.document.type) ?? 0) - (typeOrder.get(b.document.type) ?? 0) ||
    b.document.id - a.document.id
  )
}

function hitOf(document: SearchDocument, forms: string[]): SearchHit {
  return {
    type: document.type,
    id: document.id,
    title: highlighted(document.title, forms),
    snippet: document.passage ? snippet(document.passage, forms) : [],
    date: document.date,
    fallback: document.fallback,
    ...(document.position !== null && { position: document.position }),
    ...(document.link && { link: document.link }),
    ...(document.pageName && { pageName: document.pageName }),
    ...(document.finderQuery && { finderQuery: document.finderQuery }),
  }
}

/**
 * The site search (docs/decisions/0084-site-search.md): the page of ranked results of a query in the reader's
 * language, the count of each type, and suggestions when nothing matched.
 */
export async function searchSite(db: Database, cache: PublicReadCache | undefined, query: Query, locale: Locale) {
  const terms = searchTerms(query.q, locale)
  const empty = { items: [], page: query.page, size: query.size, total: 0, counts: [], partial: false, suggestions: [] }
  if (!terms.length) return empty
  const corpus = await searchCorpus(db, locale, cache)
  const phrase = normalizedQuery(query.q)
  const ranked = corpus.documents.map((document) => ({ document, ...rankOf(document, terms, phrase) }))
  let matches = ranked.filter((match) => match.found === terms.length)
  // No document holds every word (a question typed as a sentence): those holding some, the most first.
  const partial = matches.length === 0 && terms.length > 1
  if (partial) {
    matches = ranked
      .filter((match) => match.found > 0)
      .map((match) => ({ ...match, score: match.found * PER_WORD_FOUND + match.score }))
  }
  matches.sort(byRank)
  if (!matches.length) return { ...empty, suggestions: nearestQueries(corpus, terms, locale) }
  const counts = searchTypes
    .map((type) => ({ type, count: matches.filter((match) => match.document.type === type).length }))
    .filter((entry) => entry.count > 0)
  const chosen = query.type ? matches.filter((match) => match.document.type === query.type) : matches
  const forms = terms.flatMap((term) => term.forms)
  const items = chosen.slice((query.page - 1) * query.size, query.page * query.size).map((match) => hitOf(match.document, forms))
  return { items, page: query.page, size: query.size, total: chosen.length, counts, partial, suggestions: [] }
}

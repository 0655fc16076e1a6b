import type { Locale } from '~/i18n/locales'
import type { SearchCorpus } from './search-corpus'
import { type SearchTerm, searchTerms } from './search-terms'

/** How alike two words must be (Dice's coefficient of their character pairs) for one to be suggested for the other. */
const MIN_LIKENESS = 0.4
const MAX_SUGGESTIONS = 3

function pairsOf(word: string): string[] {
  const characters = [...word]
  if (characters.length < 2) return characters
  return characters.slice(1).map((character, index) => `${characters[index]}${character}`)
}

/** Dice's coefficient of the two words' character pairs: 1 for the same word, 0 for nothing in common. */
export function likeness(a: string, b: string): number {
  const pairs = pairsOf(a)
  const others = pairsOf(b)
  const left = [...others]
  let shared = 0
  for (const pair of pairs) {
    const at = left.indexOf(pair)
    if (at !== -1) {
      shared++
      left.splice(at, 1)
    }
  }
  return (2 * shared) / (pairs.length + others.length || 1)
}

/** The words of the titles visitors can find, once per corpus (it is kept until content changes). */
const vocabularies = new WeakMap<SearchCorpus, Set<string>>()

function vocabularyOf(corpus: SearchCorpus, locale: Locale): Set<string> {
  let vocabulary = vocabularies.get(corpus)
  if (!vocabulary) {
    const titles = corpus.documents.filter((document) => document.type !== 'pharmacy').map((document) => document.title)
    // A Korean word's last form is the word without its particle.
    vocabulary = new Set(titles.flatMap((title) => searchTerms(title, locale).map((term) => term.forms.at(-1) ?? '')))
    vocabulary.delete('')
    vocabularies.set(corpus, vocabulary)
  }
  return vocabulary
}

/**
 * For a query that matched nothing: the same query with one word replaced by the nearest word of the titles visitors
 * can find (in the reader's language), nearest first. A typo (유산군, probiotcs) finds its word.
 */
export function nearestQueries(corpus: SearchCorpus, terms: SearchTerm[], locale: Locale): string[] {
  const vocabulary = vocabularyOf(corpus, locale)
  const words = terms.map((term) => term.forms[0] ?? '')
  const candidates: Array<{ query: string; likeness: number }> = []
  words.forEach((word, index) => {
    let best = { word: '', likeness: 0 }
    for (const known of vocabulary) {
      const score = likeness(word, known)
      if (score > best.likeness && known !== word) best = { word: known, likeness: score }
    }
    if (best.likeness >= MIN_LIKENESS) {
      candidates.push({ query: words.map((other, at) => (at === index ? best.word : other)).join(' '), likeness: best.likeness })
    }
  })
  const nearestFirst = candidates.sort((a, b) => b.likeness - a.likeness).map((candidate) => candidate.query)
  return [...new Set(nearestFirst)].slice(0, MAX_SUGGESTIONS)
}

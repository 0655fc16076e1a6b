import type { Locale } from '~/i18n/locales'
import { foldForSearch } from './search-folding'

/** One word of a query: an item matches it when its text holds any of the forms (folded, see search-folding.ts). */
export interface SearchTerm {
  forms: string[]
}

/** The most words of a query that count; more add work, not precision. */
const MAX_TERMS = 8
const MAX_TERM_LENGTH = 50

/**
 * Korean particles and endings a word may carry in a query (유산균을, 연구에서): the word also matches without them,
 * when what is left has two syllables or more. Longest first, so 에서 goes before 서.
 */
const koreanParticles = [
  '에서는',
  '으로는',
  '에게서',
  '이라는',
  '에서',
  '으로',
  '에게',
  '께서',
  '부터',
  '까지',
  '이나',
  '이랑',
  '하고',
  '처럼',
  '보다',
  '라는',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '로',
  '와',
  '과',
  '도',
  '만',
  '나',
  '랑',
]

/**
 * A word with inner punctuation, kept whole: a DOI (10.1016/j.x), a patent number (10-2019-0012345), a strain
 * (CLT-17), an email address, a receipt number.
 */
const IDENTIFIER = /^[\p{L}\p{N}]+(?:[-./:_@+][\p{L}\p{N}]+)+$/u
/** Katakana runs are words of their own (ポストバイオティクス): the word segmenter cuts loanwords into pieces. */
const KATAKANA_RUN = /([\p{Script=Katakana}ー・]+)/u
const HANGUL = /^\p{Script=Hangul}+$/u
/** A lone hiragana is a particle (の, を, は) in a Japanese query, not a word to find. */
const LONE_HIRAGANA = /^\p{Script=Hiragana}$/u

const segmenters = new Map<Locale, Intl.Segmenter>()
function segmenterFor(locale: Locale): Intl.Segmenter {
  let segmenter = segmenters.get(locale)
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' })
    segmenters.set(locale, segmenter)
  }
  return segmenter
}

/** The query's text as compared: compatibility forms unified (full-width Ａ → A), then folded. */
export function normalizedQuery(query: string): string {
  return foldForSearch(query.normalize('NFKC')).replace(/\s+/gu, ' ').trim()
}

/** The forms of a Korean word: itself, and without a particle it ends in. */
function koreanForms(word: string): string[] {
  const particle = koreanParticles.find((ending) => word.endsWith(ending) && word.length - ending.length >= 2)
  return particle ? [word, word.slice(0, -particle.length)] : [word]
}

/** The words of one space-separated chunk, by the runtime's word segmenter (ICU: dictionaries for Chinese and Japanese). */
function wordsOf(chunk: string, locale: Locale): string[] {
  const trimmed = chunk.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
  if (IDENTIFIER.test(trimmed)) return [trimmed]
  return trimmed.split(KATAKANA_RUN).flatMap((part, index) => {
    if (index % 2 === 1) return [part]
    return [...segmenterFor(locale).segment(part)]
      .filter((segment) => segment.isWordLike && !LONE_HIRAGANA.test(segment.segment))
      .map((segment) => segment.segment)
  })
}

/**
 * The words of a query, each to be found in an item's text: Korean words also without their particle, Chinese and
 * Japanese cut into words by the segmenter, Latin text folded, identifiers kept whole. The same words, once each.
 */
export function searchTerms(query: string, locale: Locale): SearchTerm[] {
  const seen = new Set<string>()
  const terms: SearchTerm[] = []
  for (const chunk of normalizedQuery(query).split(' ')) {
    for (const word of wordsOf(chunk, locale)) {
      const form = word.slice(0, MAX_TERM_LENGTH)
      if (seen.has(form)) continue
      seen.add(form)
      terms.push({ forms: HANGUL.test(form) ? koreanForms(form) : [form] })
    }
  }
  return terms.slice(0, MAX_TERMS)
}

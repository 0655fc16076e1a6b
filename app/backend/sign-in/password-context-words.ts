import { hangulKeystrokes } from './hangul-keystrokes'

/**
 * Words that make a password easy to guess here in particular (ASVS 5.0 6.1.2 and 6.2.11): the site's brand and the
 * company's names, the site's host name, what the company is known for, and the member's own name. A new password
 * that holds one, in any case, or typed with the other keyboard layout (Hangul as its Latin keys and back), is
 * refused. The list is built at start from the configuration, so a rebranded deployment refuses its own names.
 */
const subjectWords = ['postbiotic', 'probiotic', 'microbiome', 'lactobacillus', '포스트바이오틱스', '프로바이오틱스', '유산균']

/** Legal forms and host-name parts that say nothing of the company; the CJK ones are written without a space. */
const genericWords = new Set(['co', 'ltd', 'inc', 'corp', 'www', 'com', 'net', 'org', 'kr'])
const legalForms = /주식회사|株式会社|股份有限公司|有限公司/g

const hasLatin = (word: string) => /[a-z]/.test(word)
/** Latin words shorter than four letters sit inside too many good passwords; two Hangul or Han characters do not. */
const longEnough = (word: string) => (hasLatin(word) ? word.length >= 4 : word.length >= 2)

/** The words of a name or phrase that mean something inside a password. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(legalForms, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !genericWords.has(word) && longEnough(word))
}

export interface SiteIdentity {
  names: readonly string[]
  siteUrl: string
}

/** An IPv4 or IPv6 literal: its numbers name no company (`127` would refuse every password holding it). */
const isAddressLiteral = (host: string) => /^[\d.]+$/.test(host) || host.startsWith('[')

/** The site's words: its names in every language, its host name (unless an address), and the company's subject. */
export function siteContextWords({ names, siteUrl }: SiteIdentity): string[] {
  const host = new URL(siteUrl).hostname
  const hostWords = isAddressLiteral(host) ? [] : wordsOf(host)
  return [...new Set([...names.flatMap(wordsOf), ...hostWords, ...subjectWords])]
}

/** Whether the password holds one of the words, as typed or with the other keyboard layout. */
export function containsContextWord(password: string, words: readonly string[]): boolean {
  const typed = password.toLowerCase()
  const asKeys = hangulKeystrokes(password).toLowerCase()
  return words.some((word) => {
    const keys = hangulKeystrokes(word).toLowerCase()
    return typed.includes(word) || asKeys.includes(word) || typed.includes(keys) || asKeys.includes(keys)
  })
}

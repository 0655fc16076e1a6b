import { type SQL, sql } from 'drizzle-orm'

/**
 * How text is compared in a search (docs/decisions/0084-site-search.md): lower case, and Latin letters without their
 * accents (é → e, Ö → o), one character for one, so that a match's place in the folded text is its place in the text.
 * Hangul, kana and Han characters are left as they are: their marks (the kana's voicing marks) change the word.
 * The same table folds a query in the application and the searched columns in SQL (`translate`), on PGlite and on
 * PostgreSQL whatever the database's locale, with no extension.
 */
const latinWithMarks: Array<[from: string, to: string]> = []
for (let code = 0xc0; code <= 0x24f; code++) {
  const letter = String.fromCodePoint(code)
  const base = letter.normalize('NFD').charAt(0)
  if (base !== letter && /^[A-Za-z]$/.test(base)) latinWithMarks.push([letter, base.toLowerCase()])
}

const foldOf = new Map(latinWithMarks)
const SQL_FROM = latinWithMarks.map(([from]) => from).join('')
const SQL_TO = latinWithMarks.map(([, to]) => to).join('')

/** One character folded: its lower case when that is one character, without a Latin letter's marks. */
function foldCharacter(character: string): string {
  const lower = character.toLowerCase()
  const folded = lower.length === character.length ? lower : character
  return foldOf.get(folded) ?? foldOf.get(character) ?? folded
}

/** `text` folded for comparison, as long as `text` (UTF-16 units), so a match's offsets hold in the original. */
export function foldForSearch(text: string): string {
  let folded = ''
  for (const character of text) folded += foldCharacter(character)
  return folded
}

/** A SQL text expression folded the same way (lower() then the accents' table). */
export function foldedInSql(expression: SQL): SQL {
  return sql`translate(lower(${expression}), ${SQL_FROM}, ${SQL_TO})`
}

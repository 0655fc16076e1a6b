import { and, or, type SQL, sql } from 'drizzle-orm'
import { baseLocale } from '~/i18n/locales'
import { foldedInSql } from './search-folding'
import { searchTerms } from './search-terms'

/** Every language's text of a localized column (JSON), joined, for a search to look through. */
export const everyLanguageOf = (column: SQL | unknown): SQL =>
  sql`(SELECT string_agg(value, ' ') FROM jsonb_each_text(${column}))`

/** A word that may be a phone number as typed with separators (02-1234-5678, 02.1234.5678): its digits alone. */
const PHONE_WITH_SEPARATORS = /^\+?\d+(?:[-.]\d+)+$/

/** A column's digits alone, as a phone number compares whatever its separators. */
const digitsIn = (column: SQL | unknown): SQL => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`

/**
 * The staff console's lists search as the site does (decision 84): every word of `q` (search-terms.ts: Korean
 * particles, Chinese and Japanese without spaces, identifiers whole) in one of `columns`, folded alike (case, Latin
 * accents). A query with no word finds nothing. The `phones` columns are also searched by their digits alone, and a
 * word written as a phone number by its digits too, so that `0212345678` finds `02-1234-5678` and the reverse.
 */
export function everyWordIn(columns: Array<SQL | unknown>, q: string, phones: Array<SQL | unknown> = []): SQL {
  const terms = searchTerms(q, baseLocale)
  if (!terms.length) return sql`false`
  const searched = [...columns, ...phones, ...phones.map(digitsIn)]
  const text = foldedInSql(
    sql`concat_ws(' ', ${sql.join(
      searched.map((column) => sql`${column}`),
      sql`, `,
    )})`,
  )
  const formsOf = (forms: string[]) =>
    phones.length === 0
      ? forms
      : [...forms, ...forms.filter((form) => PHONE_WITH_SEPARATORS.test(form)).map((form) => form.replaceAll(/\D/g, ''))]
  return and(...terms.map((term) => or(...formsOf(term.forms).map((form) => sql`strpos(${text}, ${form}) > 0`)))) as SQL
}

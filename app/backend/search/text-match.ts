import { and, or, type SQL, sql } from 'drizzle-orm'
import { baseLocale } from '~/i18n/locales'
import { foldedInSql } from './search-folding'
import { searchTerms } from './search-terms'

/** Every language's text of a localized column (JSON), joined, for a search to look through. */
export const everyLanguageOf = (column: SQL | unknown): SQL =>
  sql`(SELECT string_agg(value, ' ') FROM jsonb_each_text(${column}))`

/**
 * The staff console's lists search as the site does (decision 84): every word of `q` (search-terms.ts: Korean
 * particles, Chinese and Japanese without spaces, identifiers whole) in one of `columns`, folded alike (case, Latin
 * accents). A query with no word finds nothing.
 */
export function everyWordIn(columns: Array<SQL | unknown>, q: string): SQL {
  const terms = searchTerms(q, baseLocale)
  if (!terms.length) return sql`false`
  const text = foldedInSql(
    sql`concat_ws(' ', ${sql.join(
      columns.map((column) => sql`${column}`),
      sql`, `,
    )})`,
  )
  return and(...terms.map((term) => or(...term.forms.map((form) => sql`strpos(${text}, ${form}) > 0`)))) as SQL
}

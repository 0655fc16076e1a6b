import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm'
import type { ContentItemSummary, ContentState } from '~/api/contract/content-editing'
import { contentDrafts } from '~/backend/db/content-editing-schema'
import { demoRowsAmong } from '~/backend/demo/demo-kinds'
import { baseLocale, type Locale, locales } from '~/i18n/locales'
import { everyLanguageOf, everyWordIn } from '../../search/text-match'
import { offsetOf, pageResult } from '../paging'
import type { ContentKind, PublicationRow, TranslatedField } from './content-kind'
import { draftOf, type ItemRead, publicationOf, type Reader, selectItems, stateSql, workingFields } from './item-state'

export interface ContentListQuery {
  state: 'all' | ContentState
  /** 1: only the items with a saved draft that visitors do not see yet (the dashboard's drafts waiting). */
  drafted?: number
  missing?: Locale
  q?: string
  page: number
  size: number
}

/** A translated field of the working copy: the draft's when there is one, else the row's column. */
function workingValue(field: TranslatedField): SQL {
  return sql`(CASE WHEN ${contentDrafts.fields} IS NULL THEN ${field.column} ELSE ${contentDrafts.fields} -> ${field.name} END)`
}

const blank = (value: SQL, locale: Locale) => sql`coalesce(btrim(${value} ->> ${locale}), '') = ''`

/** The working copy lacks `locale` in some field: the same rule as missingLocalesOf, in SQL. */
export function missingIn(fields: readonly TranslatedField[], locale: Locale): SQL {
  const conditions = fields.map((field) => {
    const value = workingValue(field)
    return field.required ? blank(value, locale) : sql`(NOT ${blank(value, baseLocale)} AND ${blank(value, locale)})`
  })
  return or(...conditions) as SQL
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

/**
 * The languages the working copy lacks: a required field's translation, or an optional field's where it has Korean.
 * (Empty texts and documents are dropped when a draft is saved, so a present value is a written one.)
 */
export function missingLocalesOf(fields: readonly TranslatedField[], values: Record<string, unknown>): Locale[] {
  return locales.filter((locale) =>
    fields.some((field) => {
      const value = (values[field.name] ?? {}) as Partial<Record<Locale, unknown>>
      if (!field.required && isBlank(value[baseLocale])) return false
      return isBlank(value[locale])
    }),
  )
}

function filtersOf<F, R extends PublicationRow>(kind: ContentKind<F, R>, query: ContentListQuery): SQL | undefined {
  const filters: Array<SQL | undefined> = [kind.scope]
  if (query.state !== 'all') filters.push(eq(stateSql(kind), query.state))
  if (query.drafted === 1) filters.push(sql`${contentDrafts.fields} IS NOT NULL`)
  if (query.missing) filters.push(missingIn(kind.translatedFields, query.missing))
  if (query.q) {
    const title = kind.translatedFields.find((field) => field.name === kind.titleField)
    if (title) {
      filters.push(everyWordIn([everyLanguageOf(workingValue(title))], query.q))
    }
  }
  return and(...filters)
}

/** An item's title as the console names it, and the language it is in. */
export interface ItemTitle {
  text: string
  locale: Locale
}

/**
 * What names an item in the console: its working copy's title in `preferred` (the dashboard's: the console's
 * language) when that is written, else in Korean, else, for a draft begun in another language (decision 80), in the
 * first language written, with that language; a long-form page: its name.
 */
export function itemTitleIn<F, R extends PublicationRow>(
  kind: ContentKind<F, R>,
  read: ItemRead<F, R>,
  preferred: Locale = baseLocale,
): ItemTitle {
  if (kind.listTitle) return { text: kind.listTitle(read.item), locale: baseLocale }
  const title = (workingFields(kind, read) as Record<string, unknown>)[kind.titleField] as
    | Partial<Record<Locale, string>>
    | undefined
  const locale = [preferred, ...locales].find((candidate) => !isBlank(title?.[candidate])) ?? baseLocale
  return { text: title?.[locale] ?? '', locale }
}

/** A title as a list's item carries it: the text, and its language when it is not Korean. */
export const titleOfSummary = ({ text, locale }: ItemTitle) =>
  locale === baseLocale ? { title: text } : { title: text, titleLocale: locale }

/**
 * One page of a kind's items as the console lists them, newest change first, with the state and missing languages;
 * each named in `titleIn` where it is written (itemTitleIn).
 */
export async function listContent<F, R extends PublicationRow>(
  db: Reader,
  kind: ContentKind<F, R>,
  query: ContentListQuery,
  titleIn: Locale = baseLocale,
) {
  const where = filtersOf(kind, query)
  const [rows, [totals]] = await Promise.all([
    selectItems(db, kind)
      .where(where)
      .orderBy(...(kind.listOrder ?? [desc(kind.table.updatedAt), desc(kind.table.id)]))
      .limit(query.size)
      .offset(offsetOf(query.page, query.size)),
    db.select({ total: count() }).from(kind.table).leftJoin(contentDrafts, draftOf(kind)).where(where),
  ])
  const reads = rows as Array<ItemRead<F, R>>
  const demo = await demoRowsAmong(
    db,
    kind.table,
    reads.map((read) => read.item.id),
  )
  const items = reads.map((read): ContentItemSummary => {
    const fields = workingFields(kind, read) as Record<string, unknown>
    return {
      id: read.item.id,
      ...titleOfSummary(itemTitleIn(kind, read, titleIn)),
      missingLocales: missingLocalesOf(kind.translatedFields, fields),
      ...(kind.dateOf ? { date: kind.dateOf(fields as F) } : {}),
      ...(demo.has(read.item.id) ? { demo: true as const } : {}),
      ...publicationOf(read),
    }
  })
  return pageResult(items, query.page, query.size, totals?.total ?? 0)
}

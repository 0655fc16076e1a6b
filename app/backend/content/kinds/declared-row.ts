import { getTableColumns } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type * as v from 'valibot'
import type { DraftValue, DraftValues, FieldInput, FormField, ShownIn } from '~/api/contract/kinds/kind-fields'
import { type ShownEntries, shownFields } from '~/api/contract/kinds/public-fields'
import { emptySeoFields } from '~/api/contract/seo-fields'
import { pick } from '~/backend/http/localize'
import type { Locale } from '~/i18n/locales'
import type { TranslatedField } from '../editing/content-kind'
import { korean } from './kind-fields'

/** The row's column of a field: the one it names, else its name. */
type ColumnOf<F extends FormField> = F extends { column: infer Column extends string } ? Column : F['name']
const columnOf = (field: FormField) => field.column ?? field.name

/**
 * What a row must hold for a kind's fields: each field's column, with a value of its input or none. A field whose
 * column the table lacks, or holds in another form, fails the type check where the kind's adapter takes the mapping.
 */
type StoredFields<Fields extends readonly FormField[]> = {
  [F in Fields[number] as ColumnOf<F>]: DraftValue<F['input']> | null
}

/** What a public read shows of a kind's fields `where`: the contract's public shape of them (public-fields.ts). */
type ShownValues<Fields extends readonly FormField[], Where extends ShownIn> =
  v.ObjectSchema<ShownEntries<Fields, Where>, undefined> extends v.GenericSchema<unknown, infer Output> ? Output : never

/** Where a row holds no value for an input that needs one (a row written by other means than the console). */
function missing(field: FormField): never {
  throw new Error(`The row holds no value of ${field.name}: its kind declares no fallback for it.`)
}

/** A stored value as its field's: what a row holds none of is none, empty or the field's initial value. */
const fromColumn: { [I in FieldInput]: (value: DraftValue<I> | null | undefined, field: FormField<I>) => DraftValue<I> } = {
  localized: (value) => korean(value),
  'optional-localized': (value) => value ?? {},
  rich: (value) => ({ ...value, 'ko-KR': value?.['ko-KR'] ?? { type: 'doc', content: [] } }),
  specs: (value) => (value ?? []).map((spec) => ({ label: korean(spec.label), value: korean(spec.value) })),
  boolean: (value, field) => value ?? field.initial,
  number: (value, field) => value ?? missing(field),
  text: (value, field) => value ?? field.initial ?? '',
  'optional-text': (value) => value ?? null,
  'text-list': (value) => value ?? [],
  url: (value) => value ?? '',
  date: (value, field) => value ?? missing(field),
  'optional-date': (value) => value ?? null,
  employment: (value, field) => value ?? missing(field),
  'faq-category': (value, field) => value ?? missing(field),
  'patent-status': (value) => value ?? 'filed',
  'post-category': (value) => value ?? null,
  media: (value) => value ?? null,
  seo: (value) => value ?? emptySeoFields,
}

/** The inputs translated per language: Korean required to publish unless the field is optional. */
const translatedInputs: Partial<Record<FieldInput, { required: boolean }>> = {
  localized: { required: true },
  rich: { required: true },
  'optional-localized': { required: false },
}

/** What a kind gives for a field its row may hold none of, from the rest of the row (a patent's filing day: its day). */
type Fallbacks<Fields extends readonly FormField[], Row> = {
  readonly [F in Fields[number] as F['name']]?: (row: Row) => DraftValue<F['input']>
}

/**
 * A kind's row mapping, derived from its declared fields (decision 120): the row's columns of its fields and back,
 * its translated fields, and what its public reads show of a row. Made once per kind by its backend adapter.
 */
export function declaredRow<
  const Fields extends readonly FormField[],
  Table extends PgTable & { $inferSelect: StoredFields<Fields> },
>(fields: Fields, table: Table, fallbacks: Fallbacks<Fields, Table['$inferSelect']> = {}) {
  type Row = Table['$inferSelect']
  const columns = getTableColumns(table)
  const columnNamed = (field: FormField) => {
    const column = columns[columnOf(field)]
    if (!column) throw new Error(`${field.name} names no column of its kind's table.`)
    return column
  }
  const fieldValue = (field: FormField, row: Row) => {
    const stored =
      (row as Record<string, unknown>)[columnOf(field)] ?? (fallbacks as Record<string, (row: Row) => unknown>)[field.name]?.(row)
    return (fromColumn[field.input] as (value: unknown, field: FormField) => unknown)(stored, field)
  }
  return {
    translatedFields: fields.flatMap((field): TranslatedField[] => {
      const translated = translatedInputs[field.input]
      return translated ? [{ name: field.name, column: columnNamed(field), ...translated }] : []
    }),
    toRow: (values: DraftValues<Fields>) =>
      Object.fromEntries(fields.map((field) => [columnOf(field), (values as Record<string, unknown>)[field.name]])),
    fromRow: (row: Row) => Object.fromEntries(fields.map((field) => [field.name, fieldValue(field, row)])) as DraftValues<Fields>,
    /** What a public read shows of a row `where` (its list, or its page only): translated text in the reader's language. */
    shownOf: <Where extends ShownIn>(where: Where, row: Row, locale: Locale) =>
      Object.fromEntries(
        shownFields(fields, where).map((field) => {
          const value = fieldValue(field, row)
          const shown = field.input in translatedInputs ? pick(value as Partial<Record<Locale, string>>, locale) : value
          return [field.publicName ?? field.name, shown]
        }),
      ) as ShownValues<Fields, Where>,
  }
}

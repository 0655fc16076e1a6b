import * as v from 'valibot'
import { employmentTypes } from '../company'
import { localizedText, optionalLocalizedText } from '../localized-text'
import { patentStatuses } from '../posts'
import { dayParam, textParam } from '../query-params'
import { draftLocalizedRichDocument, localizedRichDocument } from '../rich-text'
import { seoFields } from '../seo-fields'
import type { TextLines } from '../text-fault'
import { contentKindMaxSpecs, contentKindTextLimits as limits } from './kind-limits'

/** What each input of a kind's form takes besides its field's name. */
interface InputOptions {
  /** Text in five languages, Korean required to publish, each at most `max` characters. */
  localized: { max: number; multiline?: boolean }
  /** Text in five languages, each optional (a patent's or a thesis's abstract). */
  'optional-localized': { max: number; multiline?: boolean }
  /** Rich text in five languages, Korean required to publish (decision 52). */
  rich: object
  /** A product's specifications: label and value pairs, each translated. */
  specs: object
  boolean: { initial: boolean }
  number: { min: number; max: number; initial: (now: Date) => number }
  /** A short text, not blank; `initial` in a new item's form (a patent's office: KR). */
  text: { max: number; initial?: string }
  /** A short text that may be left out (a patent's registration number, a thesis's volume). */
  'optional-text': { max: number }
  /** Short texts, one a line in the form (a thesis's authors): at least one, at most `maxItems`. */
  'text-list': { max: number; maxItems: number }
  /** An address on the web, http or https (a press item's article). */
  url: { max: number }
  date: object
  'optional-date': object
  /** The opening's employment type. */
  employment: object
  /** The FAQ question's category, by its id. */
  'faq-category': object
  /** A patent's status: filed or registered. */
  'patent-status': object
  /** A post's category among its type's, by its id, or none. */
  'post-category': object
  /** An image of the media library with its Korean alt text, or none. */
  media: object
  /** How the item appears in search results and shared links (decision 89): optional, the same for drafts. */
  seo: object
}
export type FieldInput = keyof InputOptions

/** Where a post type's public reads show a field (decision 120): in its list and on its page, or on its page only. */
export type ShownIn = 'list' | 'page'
/** The inputs a public read shows as they are (rich text and search fields have their own public shapes). */
export type ShowableInput =
  | 'localized'
  | 'optional-localized'
  | 'text'
  | 'optional-text'
  | 'text-list'
  | 'number'
  | 'url'
  | 'date'
  | 'optional-date'
  | 'patent-status'

/** What every field declares besides its input's options. */
interface FieldBase<I extends FieldInput> {
  readonly name: string
  readonly input: I
  /**
   * Its name in the console, where the form labels it and a comparison of versions names it (a message of the
   * console's languages, Korean and English: `node scripts/add-messages.mjs`).
   */
  readonly label: () => string
  /** The row's column holding it when it is not its name (a patent's `status`: `patentStatus`). */
  readonly column?: string
  /** Where a post type's public reads show it (unshown: neither); the public shape follows (post-shapes.ts). */
  readonly shown?: I extends ShowableInput ? ShownIn : never
  /** Its key in the public reads when it is not its name (a thesis's `summary` is its `abstract`). */
  readonly publicName?: string
}

/**
 * A field of a kind, as it is declared once (decision 64): its name, the input the console's form gives it and its
 * limits. Its schema in the contract (fieldsSchema), its column and its value in the row (the backend's
 * declared-row.ts), its public shape and its longest valid value (the body-limit test) follow from it.
 */
export type FormField<Input extends FieldInput = FieldInput> = {
  [I in Input]: FieldBase<I> & Readonly<InputOptions[I]>
}[Input]

const recordId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))
const specsOf = (text: typeof localizedText | typeof optionalLocalizedText) =>
  v.pipe(v.array(v.object({ label: text(limits.specLabel), value: text(limits.specValue) })), v.maxLength(contentKindMaxSpecs))
const wholeNumber = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))
const shortText = (max: number) => v.pipe(textParam(max), v.nonEmpty())
const optional = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema), null)
/** A translated field's text: several lines where its declaration gives it a textarea. */
const linesOf = (field: { multiline?: boolean }): TextLines => (field.multiline ? 'multi' : 'single')

/** The contract's schema of a field, by its input. */
const inputSchemas = {
  localized: (field: FormField<'localized'>) => localizedText(field.max, linesOf(field)),
  // Left out, none written: a client that does not know the field yet is not refused (decision 120).
  'optional-localized': (field: FormField<'optional-localized'>) =>
    v.optional(optionalLocalizedText(field.max, linesOf(field)), {}),
  rich: () => localizedRichDocument,
  specs: () => specsOf(localizedText),
  boolean: () => v.boolean(),
  number: (field: FormField<'number'>) => wholeNumber(field.min, field.max),
  text: (field: FormField<'text'>) => shortText(field.max),
  'optional-text': (field: FormField<'optional-text'>) => optional(textParam(field.max)),
  'text-list': (field: FormField<'text-list'>) =>
    v.pipe(v.array(shortText(field.max)), v.minLength(1), v.maxLength(field.maxItems)),
  url: (field: FormField<'url'>) => v.pipe(v.string(), v.maxLength(field.max), v.url(), v.regex(/^https?:\/\//i)),
  date: () => dayParam,
  'optional-date': () => optional(dayParam),
  employment: () => v.picklist(employmentTypes),
  'faq-category': () => recordId,
  'patent-status': () => v.picklist(patentStatuses),
  'post-category': () => optional(recordId),
  media: () => optional(recordId),
  seo: () => seoFields,
} satisfies { [I in FieldInput]: (field: FormField<I>) => v.GenericSchema }

/**
 * A draft's schema of an input, where it differs (decision 80): translated text in any language, Korean too may wait
 * (a translator's Japanese before the Korean exists). What publishing needs is `inputSchemas`.
 */
const draftInputSchemas = {
  ...inputSchemas,
  localized: (field: FormField<'localized'>) => optionalLocalizedText(field.max, linesOf(field)),
  rich: () => draftLocalizedRichDocument,
  specs: () => specsOf(optionalLocalizedText),
} satisfies { [I in FieldInput]: (field: FormField<I>) => v.GenericSchema }

type InputSchemas = typeof inputSchemas | typeof draftInputSchemas
/** A field's value as a draft holds it (and the backend reads it from its row), by its input. */
export type DraftValue<I extends FieldInput> = v.InferOutput<ReturnType<(typeof draftInputSchemas)[I]>>
type SchemaOf<F extends FormField, Table extends InputSchemas> = ReturnType<Table[F['input']]>
type SchemaFrom<Fields extends readonly FormField[], Table extends InputSchemas> = v.ObjectSchema<
  { [F in Fields[number] as F['name']]: SchemaOf<F, Table> },
  undefined
>
export type FieldsSchema<Fields extends readonly FormField[]> = SchemaFrom<Fields, typeof inputSchemas>
export type DraftFieldsSchema<Fields extends readonly FormField[]> = SchemaFrom<Fields, typeof draftInputSchemas>
/** A kind's fields as a draft holds them (what its backend's `fromRow` answers). */
export type DraftValues<Fields extends readonly FormField[]> =
  DraftFieldsSchema<Fields> extends v.GenericSchema<unknown, infer Output> ? Output : never

function schemaFrom(table: InputSchemas, fields: readonly FormField[]) {
  const schemaOf = (field: FormField) => (table[field.input] as (field: FormField) => v.GenericSchema)(field)
  return v.object(Object.fromEntries(fields.map((field) => [field.name, schemaOf(field)])))
}

/** The schema of a kind's fields as publishing needs them, from their declaration. */
export const fieldsSchema = <const Fields extends readonly FormField[]>(fields: Fields) =>
  schemaFrom(inputSchemas, fields) as FieldsSchema<Fields>

/** The schema of a kind's fields as a draft holds them. */
export const draftFieldsSchema = <const Fields extends readonly FormField[]>(fields: Fields) =>
  schemaFrom(draftInputSchemas, fields) as DraftFieldsSchema<Fields>

/** What a create or a save of a draft takes: its fields, as the draft holds them. */
export type DraftInputSchema<Fields extends readonly FormField[]> =
  DraftFieldsSchema<Fields> extends v.GenericSchema<infer Input, infer Output> ? v.GenericSchema<Input, Output> : never

const writtenInSomeLanguage = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.values(value).some((text) => typeof text === 'string' && text !== '')

/**
 * The schema of a draft's fields as a create or a save takes them: named, its `titleField` written in one language at
 * least (any one: decision 80), so that the lists, the dashboard and the audit log can name it; refused naming that
 * field. Without one (a long-form page, named by its page) the same as the draft's fields. The draft an item's read
 * answers keeps `draftFieldsSchema`: an item saved before this rule still opens.
 */
export function draftInputSchema<const Fields extends readonly FormField[]>(
  fields: Fields,
  titleField?: Fields[number]['name'],
): DraftInputSchema<Fields> {
  const draft = draftFieldsSchema(fields) as unknown as v.GenericSchema<Record<string, unknown>>
  if (!titleField) return draft as unknown as DraftInputSchema<Fields>
  const named = v.pipe(
    draft,
    v.forward(
      v.partialCheck(
        [[titleField]],
        (input) => writtenInSomeLanguage((input as Record<string, unknown>)[titleField]),
        'Write the title in one language at least.',
      ),
      [titleField],
    ),
  )
  return named as unknown as DraftInputSchema<Fields>
}

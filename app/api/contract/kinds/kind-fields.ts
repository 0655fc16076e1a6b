import * as v from 'valibot'
import { employmentTypes } from '../company'
import { localizedText } from '../localized-text'
import { dayParam, textParam } from '../query-params'
import { localizedRichDocument } from '../rich-text'
import { contentKindMaxSpecs, contentKindTextLimits as limits } from './kind-limits'

/** What each input of a kind's form takes besides its field's name. */
interface InputOptions {
  /** Text in five languages, Korean required, each at most `max` characters. */
  localized: { max: number; multiline?: boolean }
  /** Rich text in five languages, Korean required (decision 52). */
  rich: object
  /** A product's specifications: label and value pairs, each translated. */
  specs: object
  boolean: { initial: boolean }
  number: { min: number; max: number; initial: (now: Date) => number }
  /** A short text, not blank. */
  text: { max: number }
  date: object
  'optional-date': object
  /** The opening's employment type. */
  employment: object
  /** The FAQ question's category, by its id. */
  'faq-category': object
  /** An image of the media library with its Korean alt text, or none. */
  media: object
}
export type FieldInput = keyof InputOptions

/**
 * A field of a kind, as it is declared once (decision 64): its name, the input the console's form gives it and its
 * limits. Its schema in the contract (fieldsSchema) and its longest valid value (the body-limit test) follow from it.
 */
export type FormField<Input extends FieldInput = FieldInput> = {
  [I in Input]: { readonly name: string; readonly input: I } & Readonly<InputOptions[I]>
}[Input]

const recordId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))
const specs = v.pipe(
  v.array(v.object({ label: localizedText(limits.specLabel), value: localizedText(limits.specValue) })),
  v.maxLength(contentKindMaxSpecs),
)
const wholeNumber = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))
const shortText = (max: number) => v.pipe(textParam(max), v.nonEmpty())

/** The contract's schema of a field, by its input. */
const inputSchemas = {
  localized: (field: FormField<'localized'>) => localizedText(field.max),
  rich: () => localizedRichDocument,
  specs: () => specs,
  boolean: () => v.boolean(),
  number: (field: FormField<'number'>) => wholeNumber(field.min, field.max),
  text: (field: FormField<'text'>) => shortText(field.max),
  date: () => dayParam,
  'optional-date': () => v.nullable(dayParam),
  employment: () => v.picklist(employmentTypes),
  'faq-category': () => recordId,
  media: () => v.optional(v.nullable(recordId), null),
} satisfies { [I in FieldInput]: (field: FormField<I>) => v.GenericSchema }

type SchemaOf<F extends FormField> = ReturnType<(typeof inputSchemas)[F['input']]>
export type FieldsSchema<Fields extends readonly FormField[]> = v.ObjectSchema<
  { [F in Fields[number] as F['name']]: SchemaOf<F> },
  undefined
>

/** The schema of a kind's fields as an editor writes them, from their declaration. */
export function fieldsSchema<const Fields extends readonly FormField[]>(fields: Fields): FieldsSchema<Fields> {
  const schemaOf = (field: FormField) => (inputSchemas[field.input] as (field: FormField) => v.GenericSchema)(field)
  return v.object(Object.fromEntries(fields.map((field) => [field.name, schemaOf(field)]))) as FieldsSchema<Fields>
}

import * as v from 'valibot'
import { isoDate, patentStatuses } from '../posts'
import type { FormField, ShowableInput, ShownIn } from './kind-fields'

/** A field's value in a public read, by its input: translated text in the reader's language (decision 120). */
const publicSchemas = {
  localized: () => v.string(),
  'optional-localized': () => v.string(),
  text: () => v.string(),
  'optional-text': () => v.nullable(v.string()),
  'text-list': () => v.array(v.string()),
  number: () => v.pipe(v.number(), v.integer()),
  url: () => v.pipe(v.string(), v.url()),
  date: () => isoDate,
  'optional-date': () => v.nullable(isoDate),
  'patent-status': () => v.picklist(patentStatuses),
} satisfies { [I in ShowableInput]: () => v.GenericSchema }

/** A field's key in the public reads: its `publicName`, else its name. */
type PublicNameOf<F extends FormField> = F extends { publicName: infer Name extends string } ? Name : F['name']

/** The public reads' entries of the fields shown `where`, keyed by their public names. */
export type ShownEntries<Fields extends readonly FormField[], Where extends ShownIn> = {
  [F in Fields[number] as F extends { shown: Where } ? PublicNameOf<F> : never]: ReturnType<
    (typeof publicSchemas)[F['input'] & ShowableInput]
  >
}

/** The fields a public read shows `where` (`list`: the list and the page; `page`: the page only). */
export const shownFields = <const Fields extends readonly FormField[]>(fields: Fields, where: ShownIn) =>
  fields.filter((field) => field.shown === where)

/** The schema's entries of the fields shown `where`, in their declared order: a post type's public shape follows. */
export function shownEntries<const Fields extends readonly FormField[], Where extends ShownIn>(
  fields: Fields,
  where: Where,
): ShownEntries<Fields, Where> {
  const entryOf = (field: FormField) => [field.publicName ?? field.name, publicSchemas[field.input as ShowableInput]()]
  return Object.fromEntries(shownFields(fields, where).map(entryOf)) as ShownEntries<Fields, Where>
}

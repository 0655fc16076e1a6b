import { type FieldText, localizedTexts, scalarText } from '../content/revision-diff'
import { typedText } from './form-problems'

type FormValue = string | readonly string[] | Readonly<Record<string, string>>

/**
 * A record's form as a stale save's comparison reads it: the given fields in that order, a translated field once per
 * language, every text as the API keeps it (trimmed), a list joined.
 */
export function formTexts<Field extends string>(form: Readonly<Record<Field, FormValue>>, fields: readonly Field[]): FieldText[] {
  return fields.flatMap((field) => {
    const value = form[field]
    if (typeof value === 'string') return [scalarText(field, typedText(value))]
    if (Array.isArray(value)) return [scalarText(field, value.map(typedText).filter(Boolean))]
    const typed = Object.fromEntries(Object.entries(value).map(([locale, text]) => [locale, typedText(text)]))
    return localizedTexts(field, typed)
  })
}

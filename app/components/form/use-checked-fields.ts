import { useState } from 'react'
import { type FieldProblems, recheckShown } from './field-problems'
import type { FieldRefusalHandler } from './use-action-submit'
import { useRefusedValues } from './use-refused-values'

/** The fields of `Values` that hold text. */
type TextField<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string

/**
 * A form's values and the messages under its fields, checked by `problemsOf`: a field's message shows when the field
 * is left (`check`) and every one on submit (`checkAll`); while typing (`update`), only the messages already shown
 * are checked again. A field the API refused (`showRefusal`) keeps the API's message while it holds the refused value.
 */
export function useCheckedFields<Values extends object, Field extends string = keyof Values & string>(
  initial: Values | (() => Values),
  formProblems: (values: Values) => FieldProblems<Field>,
) {
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<FieldProblems<Field>>({})
  const refusals = useRefusedValues<Field>()
  const problemsOf = (next: Values) => refusals.withRefusals(next as Partial<Record<Field, unknown>>, formProblems(next))

  const update = (next: Values) => {
    setValues(next)
    setErrors((shown) => recheckShown(shown, problemsOf(next)))
  }
  const check = (field: Field) => setErrors((shown) => ({ ...shown, [field]: problemsOf(values)[field] }))
  const checkAll = () => {
    const found = problemsOf(values)
    setErrors(found)
    return found
  }
  /** The id, value, message and handlers of a text field (FormField, TextareaField). */
  const textField = <Name extends TextField<Values> & Field>(field: Name, id: string) => ({
    id,
    value: values[field] as string,
    error: errors[field],
    onChange: (value: string) => update({ ...values, [field]: value }),
    onBlur: () => check(field),
  })

  /**
   * Shows the API's refusal of named fields (a text it cannot keep, decision 105) under this form's fields of those
   * names, what was typed untouched; answers the id of the first to focus (`idOf`), or undefined when the form has none.
   */
  const showRefusal =
    (idOf: (field: TextField<Values> & Field) => string): FieldRefusalHandler =>
    (fields) => {
      const typed = values as Partial<Record<Field, unknown>>
      const named = (Object.keys(fields) as Array<TextField<Values> & Field>).filter((field) => typeof typed[field] === 'string')
      for (const field of named) refusals.remember(field, typed[field] as string, fields[field] as string)
      const [first] = named
      if (first === undefined) return undefined
      setErrors(problemsOf(values))
      return idOf(first)
    }

  return { values, setValues, errors, setErrors, update, check, checkAll, textField, showRefusal }
}

import { useState } from 'react'
import { type FieldProblems, recheckShown } from './field-problems'

/** The fields of `Values` that hold text. */
type TextField<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string

/**
 * A form's values and the messages under its fields, checked by `problemsOf`: a field's message shows when the field
 * is left (`check`) and every one on submit (`checkAll`); while typing (`update`), only the messages already shown
 * are checked again.
 */
export function useCheckedFields<Values extends object, Field extends string = keyof Values & string>(
  initial: Values | (() => Values),
  problemsOf: (values: Values) => FieldProblems<Field>,
) {
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<FieldProblems<Field>>({})

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

  return { values, setValues, errors, setErrors, update, check, checkAll, textField }
}

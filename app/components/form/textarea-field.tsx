import { controlProps, type LabelledFieldProps } from './control-props'
import { FieldError } from './field-error'
import { FieldBox } from './form.styles'

interface TextareaFieldProps extends LabelledFieldProps {
  /** The most characters the API takes; the counter says how many are used and turns red beyond it. */
  max: number
  /** The counter's words, e.g. '120/2000 characters'. */
  counter: (count: number, max: number) => string
  rows?: number
}

/**
 * A labelled textarea with a character counter and its inline message, wired for assistive technology. There is
 * no `maxlength`: pasted text is never cut silently; the counter and the message say what is too long.
 */
export function TextareaField(props: TextareaFieldProps) {
  const { id, label, value, error, onChange, onBlur, max, counter, rows = 10, required = true } = props
  const counterId = `${id}-counter`
  const count = value.trim().length
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <textarea {...controlProps({ id, value, required, error, noteId: counterId, onChange, onBlur })} rows={rows} />
      <p className="counter" id={counterId} data-over={count > max ? '' : undefined}>
        {counter(count, max)}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </FieldBox>
  )
}

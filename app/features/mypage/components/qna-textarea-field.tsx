import { checkOnLeave } from '~/components/form/blur-check'
import { FieldBox } from '~/components/form/form.styles'

interface TextareaFieldProps {
  id: string
  label: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
  /** The most characters the API takes; the counter says how many are used and turns red beyond it. */
  max: number
  /** The counter's words, e.g. '120/2000 characters'. */
  counter: (count: number, max: number) => string
  rows?: number
  required?: boolean
}

/**
 * A labelled textarea with a character counter and its inline message, wired for assistive technology. There is
 * no `maxlength`: pasted text is never cut silently; the counter and the message say what is too long.
 */
export function TextareaField(props: TextareaFieldProps) {
  const { id, label, value, error, onChange, onBlur, max, counter, rows = 10, required = true } = props
  const counterId = `${id}-counter`
  const errorId = `${id}-error`
  const count = value.trim().length
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={id}
        rows={rows}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        onChange={(event) => onChange(event.target.value)}
        onBlur={checkOnLeave(onBlur)}
      />
      <p className="counter" id={counterId} data-over={count > max ? '' : undefined}>
        {counter(count, max)}
      </p>
      {error ? (
        <p className="error" id={errorId}>
          {error}
        </p>
      ) : null}
    </FieldBox>
  )
}

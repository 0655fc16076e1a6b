import { FieldBox } from '~/components/form/form.styles'
import { checkOnLeave } from './blur-check'

interface FormFieldProps {
  id: string
  label: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
  type: 'email' | 'password' | 'text' | 'tel'
  inputMode?: 'numeric' | 'tel'
  required?: boolean
  readOnly?: boolean
  autoComplete: string
  maxLength?: number
  hint?: string
}

/** A labelled input with its hint and inline message, wired for assistive technology (required unless told). */
export function FormField(props: FormFieldProps) {
  const { id, label, value, error, onChange, onBlur, type, autoComplete, maxLength, hint, required = true } = props
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={props.inputMode}
        readOnly={props.readOnly}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={checkOnLeave(onBlur)}
      />
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="error" id={errorId}>
          {error}
        </p>
      ) : null}
    </FieldBox>
  )
}

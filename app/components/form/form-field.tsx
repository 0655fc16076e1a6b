import { controlProps, type LabelledFieldProps } from './control-props'
import { FieldError } from './field-error'
import { FieldBox } from './form.styles'

interface FormFieldProps extends LabelledFieldProps {
  type: 'email' | 'password' | 'text' | 'tel'
  inputMode?: 'numeric' | 'tel'
  readOnly?: boolean
  autoComplete: string
  maxLength?: number
  hint?: string
}

/** A labelled input with its hint and inline message, wired for assistive technology (required unless told). */
export function FormField(props: FormFieldProps) {
  const { id, label, value, error, onChange, onBlur, type, autoComplete, maxLength, hint, required = true } = props
  const hintId = `${id}-hint`
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <input
        {...controlProps({ id, value, required, error, noteId: hint ? hintId : undefined, onChange, onBlur })}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={props.inputMode}
        readOnly={props.readOnly}
      />
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </FieldBox>
  )
}

import { controlProps, type LabelledFieldProps } from './control-props'
import { FieldError } from './field-error'
import { FieldBox } from './form.styles'

interface FormFieldProps extends LabelledFieldProps {
  type: 'email' | 'password' | 'text' | 'tel'
  inputMode?: 'numeric' | 'decimal' | 'tel'
  readOnly?: boolean
  autoComplete: string
  /**
   * None on a field that takes a new password, and none shorter than the longest password on one that checks it: the
   * browser cuts a longer paste silently, and the cut password is the one stored (ASVS 6.2.8). Validation refuses it.
   */
  maxLength?: number
  hint?: string
  /** The control a dialog starts on (data-autofocus, components/ui/modal.tsx). */
  startsDialog?: boolean
  /** Values offered as the field is typed in (a `<datalist>`); any other value can still be typed. */
  suggestions?: readonly string[]
}

/** A labelled input with its hint and inline message, wired for assistive technology (required unless told). */
export function FormField(props: FormFieldProps) {
  const { id, label, value, error, onChange, onBlur, type, autoComplete, maxLength, hint, required = true } = props
  const hintId = `${id}-hint`
  const suggestionsId = props.suggestions?.length ? `${id}-suggestions` : undefined
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
        list={suggestionsId}
        data-autofocus={props.startsDialog || undefined}
      />
      {suggestionsId ? (
        <datalist id={suggestionsId}>
          {props.suggestions?.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </FieldBox>
  )
}

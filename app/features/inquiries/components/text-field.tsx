import type { ReactNode } from 'react'
import { checkOnLeave, noteTyping } from '~/components/form/blur-check'
import { describedBy, FieldError } from '~/components/form/field-error'
import { FieldBox } from '~/components/form/form.styles'
import { fieldControlId, fieldErrorId, type InquiryFieldName } from '../inquiry-fields'
import { RequirementMarker } from './requirement-marker'

interface TextFieldProps {
  field: Extract<InquiryFieldName, 'company' | 'fullName' | 'email' | 'mobile' | 'subject' | 'content'>
  label: string
  required: boolean
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  maxLength?: number
  multiline?: boolean
  /** Shown under the control and read with it (a format example, the character counter). */
  hint?: ReactNode
}

/** A labelled text input or textarea with its requirement, hint and inline message wired for assistive technology. */
export function TextField(props: TextFieldProps) {
  const { field, label, required, value, error, onChange, onBlur, hint } = props
  const id = fieldControlId(field)
  const hintId = `${id}-hint`
  const common = {
    id,
    name: field,
    value,
    onBlur: checkOnLeave(onBlur),
    'aria-required': required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(fieldErrorId(field), error, ...(hint ? [hintId] : [])),
  }
  return (
    <FieldBox>
      <label htmlFor={id}>
        {label}
        <RequirementMarker required={required} />
      </label>
      {props.multiline ? (
        <textarea
          {...common}
          rows={10}
          onChange={(event) => {
            noteTyping(event)
            onChange(event.target.value)
          }}
        />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          onChange={(event) => {
            noteTyping(event)
            onChange(event.target.value)
          }}
        />
      )}
      {hint ? <div id={hintId}>{hint}</div> : null}
      <FieldError id={fieldErrorId(field)} message={error} />
    </FieldBox>
  )
}

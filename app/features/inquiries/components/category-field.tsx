import { type InquiryType, inquiryTypes } from '~/api/contract/inquiry-form'
import { describedBy, FieldError } from '~/components/form/field-error'
import { Fieldset } from '~/components/form/form.styles'
import { m } from '~/paraglide/messages'
import { fieldErrorId } from '../inquiry-fields'
import { inquiryTypeLabels } from '../inquiry-type-labels'
import { RequirementMarker } from './requirement-marker'

interface CategoryFieldProps {
  value: InquiryType | ''
  error: string | undefined
  onChange: (value: InquiryType) => void
}

/**
 * The category as native radios in a labelled group: one tab stop (the chosen radio, else the first), arrow keys move
 * between them. The browser's own single tab stop per group is not enough: React re-renders the radios when the form
 * first takes focus (its spam check starts), and Chromium then lets Tab stop at the second radio too. Choosing one
 * can only make the group valid, so its message shows on submit, never on leaving it.
 */
export function CategoryField({ value, error, onChange }: CategoryFieldProps) {
  const tabStop = value || inquiryTypes[0]
  return (
    <Fieldset
      role="radiogroup"
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(fieldErrorId('type'), error)}
    >
      <legend>
        {m.contact_type_legend()}
        <RequirementMarker required />
      </legend>
      <div className="choices">
        {inquiryTypes.map((type) => (
          <label key={type} htmlFor={`contact-type-${type}`}>
            <input
              type="radio"
              id={`contact-type-${type}`}
              name="type"
              value={type}
              checked={value === type}
              tabIndex={type === tabStop ? 0 : -1}
              onChange={() => onChange(type)}
            />
            {inquiryTypeLabels[type]()}
          </label>
        ))}
      </div>
      <FieldError id={fieldErrorId('type')} message={error} />
    </Fieldset>
  )
}

import { type InquiryType, inquiryTypes } from '~/api/contract/inquiry-form'
import { describedBy, FieldError } from '~/components/form/field-error'
import { Fieldset } from '~/components/form/form.styles'
import { m } from '~/paraglide/messages'
import { fieldErrorId } from '../inquiry-fields'
import { RequirementMarker } from './requirement-marker'

const typeLabels: Record<InquiryType, () => string> = {
  OEM_ODM: m.contact_type_OEM_ODM,
  RAW_MATERIAL: m.contact_type_RAW_MATERIAL,
  PARTNERSHIP: m.contact_type_PARTNERSHIP,
  OTHER: m.contact_type_OTHER,
}

interface CategoryFieldProps {
  value: InquiryType | ''
  error: string | undefined
  onChange: (value: InquiryType) => void
  onBlur: () => void
}

/** The category as native radios in a labelled group: arrow keys move between them, as everywhere else. */
export function CategoryField({ value, error, onChange, onBlur }: CategoryFieldProps) {
  return (
    <Fieldset
      role="radiogroup"
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(fieldErrorId('type'), error)}
      onBlur={(event) => {
        // Only when focus leaves the whole group, not when it moves from one choice to the next.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur()
      }}
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
              onChange={() => onChange(type)}
            />
            {typeLabels[type]()}
          </label>
        ))}
      </div>
      <FieldError id={fieldErrorId('type')} message={error} />
    </Fieldset>
  )
}

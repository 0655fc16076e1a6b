import { styled } from '@linaria/react'
import { Link } from '@tanstack/react-router'
import { describedBy, FieldError } from '~/components/form/field-error'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { fieldControlId, fieldErrorId } from '../inquiry-fields'
import { RequirementMarker } from './requirement-marker'

const Box = styled.section`
  background: ${colors.surface};
  border-radius: 8px;
  display: grid;
  gap: 12px;
  padding: 20px;

  h2 {
    color: ${colors.secondary};
    font-size: 18px;
    margin: 0;
  }
  dl {
    display: grid;
    font-size: 15px;
    gap: 8px;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 4px;
  }
  .agree {
    align-items: flex-start;
    display: flex;
    font-weight: 600;
    gap: 10px;
  }
  .agree input {
    accent-color: ${colors.primary};
    flex: none;
    height: 20px;
    margin: 3px 0 0;
    width: 20px;
  }
  .agree[data-invalid] {
    color: ${colors.error};
  }
`

interface ConsentFieldProps {
  checked: boolean
  error: string | undefined
  onChange: (checked: boolean) => void
}

/**
 * Consent as the Personal Information Protection Act (Art. 15, 22) expects it: purpose, items, retention, the
 * right to refuse and what refusing means, then a checkbox of its own that is never pre-ticked.
 */
export function ConsentField({ checked, error, onChange }: ConsentFieldProps) {
  const id = fieldControlId('privacyAgree')
  return (
    <Box aria-labelledby="contact-consent-heading">
      <h2 id="contact-consent-heading">{m.contact_consent_heading()}</h2>
      <dl id="contact-consent-terms">
        <dt>{m.contact_consent_purpose_label()}</dt>
        <dd>{m.contact_consent_purpose()}</dd>
        <dt>{m.contact_consent_items_label()}</dt>
        <dd>{m.contact_consent_items()}</dd>
        <dt>{m.contact_consent_retention_label()}</dt>
        <dd>{m.contact_consent_retention()}</dd>
        <dt>{m.contact_consent_refusal_label()}</dt>
        <dd>{m.contact_consent_refusal()}</dd>
      </dl>
      <p>
        <Link to="/privacy" target="_blank" rel="noopener">
          {m.contact_consent_policy_link()}
        </Link>
      </p>
      <label className="agree" htmlFor={id} data-invalid={error ? '' : undefined}>
        <input
          type="checkbox"
          id={id}
          name="privacyAgree"
          checked={checked}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldErrorId('privacyAgree'), error)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {m.contact_consent_checkbox()}
          <RequirementMarker required />
        </span>
      </label>
      <FieldError id={fieldErrorId('privacyAgree')} message={error} />
    </Box>
  )
}

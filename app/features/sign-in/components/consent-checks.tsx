import { Link } from '@tanstack/react-router'
import { describedBy, FieldError } from '~/components/form/field-error'
import { Fieldset } from '~/components/form/form.styles'
import { m } from '~/paraglide/messages'

export interface Consents {
  termsAgree: boolean
  privacyAgree: boolean
  marketingAgree: boolean
}

export type ConsentErrors = Partial<Record<'termsAgree' | 'privacyAgree', string>>

interface ConsentChecksProps {
  idPrefix: string
  value: Consents
  errors: ConsentErrors
  onChange: (value: Consents) => void
}

/** The sign-up consents: terms and privacy (required, never pre-ticked, each with its text a link away) and marketing (optional). */
export function ConsentChecks({ idPrefix, value, errors, onChange }: ConsentChecksProps) {
  const box = (key: keyof Consents, label: string, link?: { to: '/terms' | '/privacy'; text: string }) => {
    const id = `${idPrefix}-${key}`
    const error = key === 'marketingAgree' ? undefined : errors[key]
    return (
      <div className="consent">
        <label htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={value[key]}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(`${id}-error`, error)}
            onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
          />
          {label}
        </label>
        {link ? (
          <Link to={link.to} target="_blank" rel="noopener">
            {link.text}
          </Link>
        ) : null}
        <FieldError id={`${id}-error`} message={error} />
      </div>
    )
  }
  return (
    <Fieldset>
      <legend>{m.auth_consents_legend()}</legend>
      {box('termsAgree', m.auth_terms_agree(), { to: '/terms', text: m.auth_read_terms() })}
      {box('privacyAgree', m.auth_privacy_agree(), { to: '/privacy', text: m.auth_read_privacy() })}
      {box('marketingAgree', m.auth_marketing_agree())}
    </Fieldset>
  )
}

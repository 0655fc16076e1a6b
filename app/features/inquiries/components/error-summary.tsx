import { styled } from '@linaria/react'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { type FieldMessages, fieldControlId, type InquiryFieldName, inquiryFieldOrder } from '../inquiry-fields'

const Box = styled.div`
  border: 2px solid ${colors.error};
  border-radius: 8px;
  padding: 16px 20px;

  h2 {
    color: ${colors.error};
    font-size: 18px;
    margin: 0 0 8px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  a {
    color: ${colors.error};
    font-weight: 600;
  }
`

interface ErrorSummaryProps {
  errors: FieldMessages
  labels: Record<InquiryFieldName, string>
}

/** After a submission attempt: every problem in one list, each linking to its field. */
export function ErrorSummary({ errors, labels }: ErrorSummaryProps) {
  const fields = inquiryFieldOrder.filter((field) => errors[field])
  if (!fields.length) return null
  return (
    <Box aria-labelledby="contact-error-summary-heading" data-testid="contact-error-summary">
      <h2 id="contact-error-summary-heading">{m.inquiry_error_check_input()}</h2>
      <ul>
        {fields.map((field) => (
          <li key={field}>
            <a
              href={`#${fieldControlId(field)}`}
              onClick={(event) => {
                // Focus, not the router: the field is on this page and the address should not change.
                event.preventDefault()
                document.getElementById(fieldControlId(field))?.focus()
              }}
            >
              {labels[field]}: {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </Box>
  )
}

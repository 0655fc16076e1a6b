import { m } from '~/paraglide/messages'
import { fieldErrorId, type InquiryFieldName } from '../inquiry-fields'

/** 'required' or 'optional' after a label, in the page's language. */
export function RequirementMarker({ required }: { required: boolean }) {
  return required ? (
    <span className="marker" data-required="">
      ({m.contact_required()})
    </span>
  ) : (
    <span className="marker">({m.contact_optional()})</span>
  )
}

/** The message under a field; always in the DOM only when there is one, so aria-describedby never points at nothing. */
export function FieldError({ field, message }: { field: InquiryFieldName; message: string | undefined }) {
  if (!message) return null
  return (
    <p className="error" id={fieldErrorId(field)}>
      {message}
    </p>
  )
}

/** aria-describedby for a control: its hints and, when present, its message. */
export function describedBy(field: InquiryFieldName, message: string | undefined, ...hintIds: string[]): string | undefined {
  const ids = [...hintIds, message ? fieldErrorId(field) : undefined].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

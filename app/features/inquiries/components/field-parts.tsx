import { describedBy as describedByIds, FieldError as MessageUnderField } from '~/components/form/field-error'
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

/** The message under an inquiry field (see components/form/field-error.tsx). */
export function FieldError({ field, message }: { field: InquiryFieldName; message: string | undefined }) {
  return <MessageUnderField id={fieldErrorId(field)} message={message} />
}

/** aria-describedby for an inquiry field's control: its hints and, when present, its message. */
export function describedBy(field: InquiryFieldName, message: string | undefined, ...hintIds: string[]): string | undefined {
  return describedByIds(fieldErrorId(field), message, ...hintIds)
}

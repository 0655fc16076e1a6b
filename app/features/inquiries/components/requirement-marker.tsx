import { m } from '~/paraglide/messages'

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

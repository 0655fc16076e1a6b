import { FieldBox } from '~/components/form/form.styles'
import { m } from '~/paraglide/messages'

type OnChange = (event: { target: { value: string } }) => void

/** A filter's first and last day (the ids `<idPrefix>-from` and `<idPrefix>-to`), as the console's list filters ask them. */
export function DateRangeFields(props: { idPrefix: string; from: string; to: string; onFrom: OnChange; onTo: OnChange }) {
  return (
    <>
      <FieldBox>
        <label htmlFor={`${props.idPrefix}-from`}>{m.admin_filter_from()}</label>
        <input id={`${props.idPrefix}-from`} type="date" value={props.from} onChange={props.onFrom} />
      </FieldBox>
      <FieldBox>
        <label htmlFor={`${props.idPrefix}-to`}>{m.admin_filter_to()}</label>
        <input id={`${props.idPrefix}-to`} type="date" value={props.to} onChange={props.onTo} />
      </FieldBox>
    </>
  )
}

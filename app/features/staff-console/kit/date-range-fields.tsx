import { FieldBox } from '~/components/form/form.styles'
import { m } from '~/paraglide/messages'

/** A date input's value and change handler (useFilterForm's `bind`). */
interface DateBinding {
  value: string
  onChange: (event: { target: { value: string } }) => void
}

/** A filter's first and last day (the ids `<idPrefix>-from` and `<idPrefix>-to`), as the console's list filters ask them. */
export function DateRangeFields(props: { idPrefix: string; from: DateBinding; to: DateBinding }) {
  return (
    <>
      <FieldBox>
        <label htmlFor={`${props.idPrefix}-from`}>{m.admin_filter_from()}</label>
        <input id={`${props.idPrefix}-from`} type="date" {...props.from} />
      </FieldBox>
      <FieldBox>
        <label htmlFor={`${props.idPrefix}-to`}>{m.admin_filter_to()}</label>
        <input id={`${props.idPrefix}-to`} type="date" {...props.to} />
      </FieldBox>
    </>
  )
}

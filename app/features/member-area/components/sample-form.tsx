import { styled } from '@linaria/react'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { FailureAlert } from '~/components/form/failure-alert'
import { firstProblem } from '~/components/form/field-problems'
import { Fieldset, Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { TextareaField } from '~/components/form/textarea-field'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { useCheckedFields } from '~/components/form/use-checked-fields'
import { Button } from '~/components/ui/button'
import { useToastStore } from '~/components/ui/toast-store'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { productQueries } from '../../products/products-queries'
import { memberAreaListKey, sampleMaterialsQuery } from '../member-area-queries'
import { changeMember } from '../member-calls'
import {
  initialSampleValues,
  SAMPLE_FIELDS,
  SAMPLE_LIMITS,
  type SampleField,
  sampleBody,
  sampleProblems,
  toggleMaterial,
} from '../sample-validation'
import { useAreaMember } from '../use-area-member'
import { AddressFields } from './address-fields'
import { materialCheckboxId, SampleMaterialsField } from './sample-materials-field'

const Delivery = styled(Fieldset)`
  display: grid;
  gap: 24px;
  legend {
    font-size: 18px;
  }
`

const route = getRouteApi('/_member-area/sample/')

const idOf = (field: Exclude<SampleField, 'materialIds'>) => `sample-${field}`

/**
 * The sample request: up to five active raw materials, quantity, purpose and where to send them, the
 * member's own name, number and address filled in. Checked when a field is left and on submit; a refusal is shown
 * above the form and nothing typed is lost. On success the choice, quantity and purpose clear; the address stays.
 */
export function SampleForm() {
  const locale = getLocale()
  const member = useAreaMember()
  const { data: products } = useSuspenseQuery(productQueries.list(locale, sampleMaterialsQuery))
  const materials = products.filter((product) => product.type === 'material' && product.active)
  // A material's "request a sample" link names it: chosen already, if it can be requested.
  const { product: linked } = route.useSearch()
  const { values, setValues, errors, setErrors, update, check, checkAll, textField, showRefusal } = useCheckedFields(
    () => ({
      ...initialSampleValues(member),
      materialIds: materials.filter((material) => material.id === linked).map((material) => material.id),
    }),
    sampleProblems,
  )
  const { failure, pending, alertRef, run } = useActionSubmit()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const notify = useToastStore((state) => state.notify)

  const text = (field: 'quantity' | 'recipient' | 'mobile' | 'purpose') => textField(field, idOf(field))

  function toggle(id: number, checked: boolean) {
    const { materialIds, refused } = toggleMaterial(values.materialIds, id, checked)
    if (refused) {
      setErrors({ ...errors, materialIds: m.sample_error_materials_max({ max: SAMPLE_LIMITS.materials }) })
      return
    }
    update({ ...values, materialIds })
  }

  function focusField(field: SampleField) {
    const target = field === 'materialIds' ? materials[0] && materialCheckboxId(materials[0].id) : idOf(field)
    if (target) document.getElementById(target)?.focus()
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const first = firstProblem(checkAll(), SAMPLE_FIELDS)
    if (first) return focusField(first)
    void run(
      () => changeMember('requestSample', { body: sampleBody(values) }),
      async () => {
        setValues((previous) => ({ ...previous, materialIds: [], quantity: '', purpose: '' }))
        setErrors({})
        notify('success', m.sample_requested())
        await queryClient.invalidateQueries({ queryKey: memberAreaListKey(getLocale(), 'samples') })
        // The new request is first on the first page.
        await navigate({ to: '/sample', search: (previous) => ({ ...previous, page: undefined, product: undefined }) })
      },
      showRefusal(idOf),
    )
  }

  return (
    <Form noValidate onSubmit={submit} aria-busy={pending || undefined}>
      <FailureAlert message={failure} alertRef={alertRef} />
      <SampleMaterialsField
        materials={materials}
        selected={values.materialIds}
        max={SAMPLE_LIMITS.materials}
        error={errors.materialIds}
        onToggle={toggle}
      />
      <FormField
        {...text('quantity')}
        label={m.sample_quantity_label()}
        type="text"
        autoComplete="off"
        maxLength={SAMPLE_LIMITS.quantity}
        hint={m.sample_quantity_hint()}
      />
      <TextareaField
        {...text('purpose')}
        label={m.sample_purpose_label()}
        rows={5}
        max={SAMPLE_LIMITS.purpose}
        counter={(count, max) => m.sample_counter({ count: formatNumber(count), max: formatNumber(max) })}
      />
      <Delivery>
        <legend>{m.sample_shipping_legend()}</legend>
        <div className="pair">
          <FormField
            {...text('recipient')}
            label={m.sample_recipient_label()}
            type="text"
            autoComplete="name"
            maxLength={SAMPLE_LIMITS.recipient}
          />
          <FormField
            {...text('mobile')}
            label={m.sample_mobile_label()}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={13}
            hint={m.sample_mobile_hint()}
          />
        </div>
        <AddressFields
          idPrefix="sample"
          value={values}
          errors={errors}
          required
          onChange={(address) => update({ ...values, ...address })}
          onBlur={check}
        />
      </Delivery>
      <div className="actions">
        <Button type="submit" disabled={materials.length === 0} aria-disabled={pending || undefined}>
          {pending ? m.auth_submitting() : m.sample_submit()}
        </Button>
      </div>
    </Form>
  )
}

import { styled } from '@linaria/react'
import { useQuery } from '@tanstack/react-query'
import { employmentTypes } from '~/api/contract/company'
import type { FormField } from '~/api/contract/kinds/kind-fields'
import { m } from '~/paraglide/messages'
import { editingOrderQuery } from '../content-queries'
import { type FieldsProps, problemText } from '../editor-kind'
import type { KindForm } from '../site-content-form'
import { employmentTypeLabels, siteContentFieldHints } from '../site-content-labels'
import { FieldFrame } from './field-frame'
import { attributesOf, type ControlProps, labelOf } from './kind-field-attributes'

const Check = styled.label`
  align-items: center;
  display: flex;
  font-weight: 600;
  gap: 8px;
  min-height: 44px;
  input {
    height: 20px;
    width: 20px;
  }
`

function FaqCategorySelect({ value, onChange, attributes }: ControlProps) {
  const categories = useQuery(editingOrderQuery('faq-categories'))
  return (
    <>
      <select {...attributes} value={value} aria-busy={categories.isPending} onChange={(event) => onChange(event.target.value)}>
        <option value="">{m.admin_site_choose_category()}</option>
        {(categories.data ?? []).map((category) => (
          <option key={category.id} value={String(category.id)} lang="ko-KR">
            {category.title}
          </option>
        ))}
      </select>
      {categories.isError ? <p className="field-error">{m.admin_load_failed()}</p> : null}
    </>
  )
}

/** What a number, day or short text field's input is. */
function inputOf(field: FormField) {
  if (field.input === 'number') return { type: 'number', inputMode: 'numeric', min: field.min, max: field.max } as const
  if (field.input === 'date' || field.input === 'optional-date') return { type: 'date' } as const
  return { type: 'text', autoComplete: 'off', maxLength: field.input === 'text' ? field.max * 2 : undefined } as const
}

/** A field that is not translated: a checkbox, a choice, or a number, day or short text. */
export function ScalarField({
  field,
  form,
  setForm,
  problems,
}: { field: FormField } & Omit<FieldsProps<KindForm>, 'generation' | 'kind'>) {
  const value = form[field.name]
  const set = (next: string | boolean) => setForm((current) => ({ ...current, [field.name]: next }))
  const attributes = attributesOf(field.name, problems)
  const text = typeof value === 'string' ? value : ''
  const control =
    field.input === 'boolean' ? (
      <Check htmlFor={attributes.id}>
        <input {...attributes} type="checkbox" checked={value === true} onChange={(event) => set(event.target.checked)} />
        {labelOf(field.name)}
      </Check>
    ) : field.input === 'employment' ? (
      <select {...attributes} value={text} onChange={(event) => set(event.target.value)}>
        {employmentTypes.map((type) => (
          <option key={type} value={type}>
            {employmentTypeLabels[type]()}
          </option>
        ))}
      </select>
    ) : field.input === 'faq-category' ? (
      <FaqCategorySelect value={text} onChange={set} attributes={attributes} />
    ) : (
      <input {...attributes} {...inputOf(field)} value={text} onChange={(event) => set(event.target.value)} />
    )
  return (
    <FieldFrame
      id={attributes.id}
      label={field.input === 'boolean' ? undefined : labelOf(field.name)}
      hint={siteContentFieldHints[field.name]?.()}
      problem={problemText(problems[field.name])}
    >
      {control}
    </FieldFrame>
  )
}

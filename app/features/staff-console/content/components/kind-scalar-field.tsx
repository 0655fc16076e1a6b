import { styled } from '@linaria/react'
import { employmentTypes } from '~/api/contract/company'
import type { FormField } from '~/api/contract/kinds/kind-fields'
import { patentStatuses } from '~/api/contract/posts'
import { checkLabel } from '../../kit/console.styles'
import { type FieldsProps, problemText } from '../editor-kind'
import type { KindForm } from '../kind-form'
import { contentFieldHints, employmentTypeLabels, patentStatusLabels } from '../site-content-labels'
import { FieldFrame } from './field-frame'
import { FaqCategorySelect, PostCategorySelect } from './kind-category-select'
import { attributesOf, type ControlProps, labelOf } from './kind-field-attributes'

/** A choice among fixed options, each with its label. */
function Choice({
  options,
  value,
  onChange,
  attributes,
}: ControlProps & { options: ReadonlyArray<readonly [string, () => string]> }) {
  return (
    <select {...attributes} value={value} onChange={(event) => onChange(event.target.value)}>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label()}
        </option>
      ))}
    </select>
  )
}

const employmentOptions = employmentTypes.map((type) => [type, employmentTypeLabels[type]] as const)
const patentStatusOptions = patentStatuses.map((status) => [status, patentStatusLabels[status]] as const)

const Check = styled.label`
  ${checkLabel}
`

/** The inputs that must not be left empty (a choice always has a value; a category left out is the first). */
const requiredInputs = new Set<FormField['input']>(['number', 'text', 'text-list', 'date', 'url', 'faq-category'])

/** What a number, day or short text field's input is. */
function inputOf(field: FormField) {
  if (field.input === 'number') return { type: 'number', inputMode: 'numeric', min: field.min, max: field.max } as const
  if (field.input === 'date' || field.input === 'optional-date') return { type: 'date' } as const
  if (field.input === 'url') return { type: 'url', autoComplete: 'off', maxLength: field.max } as const
  const max = field.input === 'text' || field.input === 'optional-text' ? field.max * 2 : undefined
  return { type: 'text', autoComplete: 'off', maxLength: max } as const
}

/** A field that is not translated: a checkbox, a choice, lines of text, or a number, day, address or short text. */
export function ScalarField({
  kind,
  field,
  form,
  setForm,
  problems,
}: { field: FormField } & Pick<FieldsProps<KindForm>, 'kind' | 'form' | 'setForm' | 'problems'>) {
  const value = form[field.name]
  const set = (next: string | boolean) => setForm((current) => ({ ...current, [field.name]: next }))
  const attributes = { ...attributesOf(field.name, problems), required: requiredInputs.has(field.input) }
  const text = typeof value === 'string' ? value : ''
  const control =
    field.input === 'boolean' ? (
      <Check htmlFor={attributes.id}>
        <input {...attributes} type="checkbox" checked={value === true} onChange={(event) => set(event.target.checked)} />
        {labelOf(field.name)}
      </Check>
    ) : field.input === 'employment' ? (
      <Choice options={employmentOptions} value={text} onChange={set} attributes={attributes} />
    ) : field.input === 'patent-status' ? (
      <Choice options={patentStatusOptions} value={text} onChange={set} attributes={attributes} />
    ) : field.input === 'faq-category' ? (
      <FaqCategorySelect value={text} onChange={set} attributes={attributes} />
    ) : field.input === 'post-category' ? (
      <PostCategorySelect kind={kind} value={text} onChange={set} attributes={attributes} />
    ) : field.input === 'text-list' ? (
      <textarea {...attributes} rows={4} value={text} onChange={(event) => set(event.target.value)} />
    ) : (
      <input {...attributes} {...inputOf(field)} value={text} onChange={(event) => set(event.target.value)} />
    )
  return (
    <FieldFrame
      id={attributes.id}
      label={field.input === 'boolean' ? undefined : labelOf(field.name)}
      hint={contentFieldHints[field.name]?.()}
      problem={problemText(problems[field.name])}
    >
      {control}
    </FieldFrame>
  )
}

import { styled } from '@linaria/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { baseLocale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { type LocalizedDraft, LocalizedTextFields } from '../../kit/localized-text-fields'
import { MediaThumbnail } from '../../media/components/media-thumbnail'
import { MediaPicker } from '../../media/media-picker'
import { mediaDetailQuery } from '../../media/media-queries'
import { editingOrderQuery } from '../content-queries'
import type { SiteContentKind } from '../editable-kinds'
import { type FieldsProps, localizedErrors, problemText } from '../editor-kind'
import type { LocalizedBody } from '../rich-field'
import { employmentTypes, type FieldSpec, type KindForm, kindInputId, type SpecRow, specRow } from '../site-content-form'
import { employmentTypeLabels, siteContentFieldHints, siteContentFieldLabels } from '../site-content-labels'
import { siteContentLayouts } from '../site-content-layouts'
import { describedByOf, FieldFrame } from './field-frame'
import { LocalizedBodyField } from './localized-body-field'

type Props = FieldsProps<KindForm>

const labelOf = (name: string) => siteContentFieldLabels[name]?.() ?? name

/** A scalar field's id, and what its input is described by (its hint, its message). */
function attributesOf(name: string, problems: Props['problems']) {
  const id = kindInputId(name)
  return {
    id,
    name: id,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': describedByOf(id, siteContentFieldHints[name] !== undefined, problems[name] !== undefined),
  }
}

type Attributes = ReturnType<typeof attributesOf>

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

function FaqCategorySelect({
  value,
  onChange,
  attributes,
}: {
  value: string
  onChange: (value: string) => void
  attributes: Attributes
}) {
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

const Logo = styled.div`
  align-items: center;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  .preview {
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: 6px;
    width: 160px;
  }
  .preview img {
    aspect-ratio: 4 / 3;
    height: auto;
    object-fit: contain;
    width: 100%;
  }
`

/** A client's logo: the image chosen from the media library (with its preview and alt text), changed or removed. */
function MediaField({
  value,
  onChange,
  attributes,
}: {
  value: string
  onChange: (value: string) => void
  attributes: Attributes
}) {
  const [open, setOpen] = useState(false)
  const id = value ? Number(value) : 0
  const image = useQuery({ ...mediaDetailQuery(id), enabled: id > 0 })
  return (
    <fieldset className="field" aria-describedby={attributes['aria-describedby']}>
      <legend>{labelOf('logoMediaId')}</legend>
      <Logo id={attributes.id} tabIndex={-1}>
        {id > 0 ? (
          <div className="preview" data-testid="logo-preview">
            {image.data ? (
              <MediaThumbnail item={image.data.item} alt={image.data.item.alt[baseLocale] ?? ''} sizes="160px" />
            ) : image.isError ? (
              <p className="field-error">{m.admin_load_failed()}</p>
            ) : null}
          </div>
        ) : (
          <p className="hint">{m.admin_site_logo_none()}</p>
        )}
        <Button type="button" data-variant="secondary" onClick={() => setOpen(true)}>
          {id > 0 ? m.admin_site_logo_change() : m.admin_site_logo_choose()}
        </Button>
        {id > 0 ? (
          <Button type="button" data-variant="secondary" onClick={() => onChange('')}>
            {m.admin_site_logo_remove()}
          </Button>
        ) : null}
      </Logo>
      <MediaPicker open={open} onClose={() => setOpen(false)} onPick={(picked) => onChange(String(picked.mediaId))} />
    </fieldset>
  )
}

const Specs = styled.fieldset`
  border: 1px solid ${colors.border};
  border-radius: 6px;
  display: grid;
  gap: 16px;
  margin: 0;
  min-width: 0;
  padding: 12px;
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
  > ol {
    display: grid;
    gap: 16px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  > ol > li {
    border-top: 1px solid ${colors.border};
    display: grid;
    gap: 12px;
    padding-top: 12px;
  }
  .row-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`

/** A product's specifications: label and value pairs in five languages, added, moved and removed line by line. */
function SpecsField({
  rows,
  problems,
  onChange,
}: {
  rows: SpecRow[]
  problems: Props['problems']
  onChange: (rows: SpecRow[]) => void
}) {
  const set = (index: number, part: keyof SpecRow, value: LocalizedDraft) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [part]: value } : row)))
  const move = (index: number, by: number) => {
    const next = [...rows]
    const [row] = next.splice(index, 1)
    if (row) next.splice(index + by, 0, row)
    onChange(next)
  }
  return (
    <Specs id={kindInputId('specs')} tabIndex={-1}>
      <legend>{labelOf('specs')}</legend>
      {rows.length === 0 ? <p className="hint">{m.admin_site_specs_none()}</p> : null}
      <ol>
        {rows.map((row, index) => {
          const number = String(index + 1)
          return (
            <li key={row.key}>
              {(['label', 'value'] as const).map((part) => (
                <LocalizedTextFields
                  key={part}
                  id={kindInputId(`specs.${index}.${part}`)}
                  label={part === 'label' ? m.admin_site_spec_label({ number }) : m.admin_site_spec_value({ number })}
                  value={row[part]}
                  onChange={(value) => set(index, part, value)}
                  max={part === 'label' ? 100 : 300}
                  errors={localizedErrors(problems, `specs.${index}.${part}`)}
                />
              ))}
              <div className="row-actions">
                <Button type="button" data-variant="secondary" disabled={index === 0} onClick={() => move(index, -1)}>
                  {m.admin_site_spec_up({ number })}
                </Button>
                <Button
                  type="button"
                  data-variant="secondary"
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                >
                  {m.admin_site_spec_down({ number })}
                </Button>
                <Button type="button" data-variant="secondary" onClick={() => onChange(rows.filter((_, at) => at !== index))}>
                  {m.admin_site_spec_remove({ number })}
                </Button>
              </div>
            </li>
          )
        })}
      </ol>
      <div>
        <Button
          type="button"
          data-variant="secondary"
          disabled={rows.length >= 30}
          onClick={() => onChange([...rows, specRow()])}
        >
          {m.admin_site_spec_add()}
        </Button>
      </div>
    </Specs>
  )
}

/** What a number, day or short text field's input is. */
function inputOf(field: FieldSpec) {
  if (field.input === 'number') return { type: 'number', inputMode: 'numeric', min: field.min, max: field.max } as const
  if (field.input === 'date' || field.input === 'optional-date') return { type: 'date' } as const
  return { type: 'text', autoComplete: 'off', maxLength: field.input === 'text' ? field.max * 2 : undefined } as const
}

/** A field that is not translated: a checkbox, a choice, or a number, day or short text. */
function ScalarField({ field, form, setForm, problems }: { field: FieldSpec } & Omit<Props, 'generation' | 'kind'>) {
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

/** A kind's form fields, by its layout: translated ones with their five languages, then the others. */
export function KindFormFields({ kind, form, setForm, problems, generation }: Props) {
  const layout = siteContentLayouts[kind as SiteContentKind]
  const scalars = layout.fields.filter((field) => !['localized', 'specs', 'media', 'rich'].includes(field.input))
  return (
    <>
      {layout.fields.map((field) =>
        field.input === 'localized' ? (
          <LocalizedTextFields
            key={field.name}
            id={kindInputId(field.name)}
            label={labelOf(field.name)}
            value={form[field.name] as LocalizedDraft}
            onChange={(value) => setForm((current) => ({ ...current, [field.name]: value }))}
            max={field.max}
            multiline={field.multiline}
            errors={localizedErrors(problems, field.name)}
          />
        ) : field.input === 'specs' ? (
          <SpecsField
            key={field.name}
            rows={form[field.name] as SpecRow[]}
            problems={problems}
            onChange={(rows) => setForm((current) => ({ ...current, [field.name]: rows }))}
          />
        ) : field.input === 'rich' ? (
          <LocalizedBodyField
            key={field.name}
            id={kindInputId(field.name)}
            label={labelOf(field.name)}
            errors={localizedErrors(problems, field.name)}
            value={form[field.name] as LocalizedBody}
            generation={generation}
            mediaPicker={MediaPicker}
            onChange={(locale, doc) =>
              setForm((current) => ({ ...current, [field.name]: { ...(current[field.name] as LocalizedBody), [locale]: doc } }))
            }
          />
        ) : field.input === 'media' ? (
          <MediaField
            key={field.name}
            value={String(form[field.name] ?? '')}
            attributes={attributesOf(field.name, problems)}
            onChange={(value) => setForm((current) => ({ ...current, [field.name]: value }))}
          />
        ) : null,
      )}
      {scalars.length > 0 ? (
        <div className="fields">
          {scalars.map((field) => (
            <ScalarField key={field.name} field={field} form={form} setForm={setForm} problems={problems} />
          ))}
        </div>
      ) : null}
    </>
  )
}

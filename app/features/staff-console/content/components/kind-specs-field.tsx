import { styled } from '@linaria/react'
import { bareList } from '~/components/styles/resets'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { type LocalizedDraft, LocalizedTextFields } from '../../kit/localized-text-fields'
import { type FieldProblem, localizedErrors } from '../editor-kind'
import { kindInputId, type SpecRow, specRow } from '../kind-form'
import { labelOf } from './kind-field-attributes'

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
    ${bareList}
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
export function SpecsField({
  rows,
  problems,
  onChange,
}: {
  rows: SpecRow[]
  problems: Record<string, FieldProblem>
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

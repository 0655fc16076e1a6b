import { styled } from '@linaria/react'
import type { ProductListItem } from '~/api/contract/products'
import { Fieldset } from '~/components/form/form.styles'
import { colors } from '~/components/styles/theme'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'

const Box = styled(Fieldset)`
  input[type='checkbox'] {
    accent-color: ${colors.primary};
    height: 18px;
    margin: 0;
    width: 18px;
  }
  .hint,
  .error {
    margin: 8px 0 0;
  }
  .error:empty {
    margin: 0;
  }
  .none {
    color: ${colors.textMuted};
    margin: 0;
  }
`

/** The id of a material's checkbox (focus goes to the first one when none is chosen). */
export const materialCheckboxId = (id: number) => `sample-material-${id}`

interface SampleMaterialsFieldProps {
  materials: ProductListItem[]
  selected: number[]
  max: number
  error: string | undefined
  onToggle: (id: number, checked: boolean) => void
}

/**
 * The raw materials as checkboxes in a group with its legend, the limit, how many are chosen (announced as it
 * changes) and the group's message (announced too: a tick beyond the limit is refused with a message).
 */
export function SampleMaterialsField({ materials, selected, max, error, onToggle }: SampleMaterialsFieldProps) {
  return (
    <Box
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'sample-materials-hint sample-materials-error' : 'sample-materials-hint'}
    >
      <legend>{m.sample_materials_legend()}</legend>
      {materials.length === 0 ? (
        <p className="none">{m.sample_materials_none()}</p>
      ) : (
        <div className="choices">
          {materials.map((material) => (
            <label key={material.id} htmlFor={materialCheckboxId(material.id)}>
              <input
                id={materialCheckboxId(material.id)}
                type="checkbox"
                name="materialIds"
                value={material.id}
                checked={selected.includes(material.id)}
                onChange={(event) => onToggle(material.id, event.target.checked)}
              />
              {material.name}
            </label>
          ))}
        </div>
      )}
      <p className="hint" id="sample-materials-hint">
        {m.sample_materials_hint({ max })}{' '}
        <span aria-live="polite">
          {m.sample_materials_count({ count: formatNumber(selected.length), max: formatNumber(max) })}
        </span>
      </p>
      <p className="error" id="sample-materials-error" aria-live="polite">
        {error}
      </p>
    </Box>
  )
}

import type { FieldProblem } from '../editor-kind'
import { kindInputId } from '../kind-form'
import { contentFieldHints, contentFieldLabels } from '../site-content-labels'
import { describedByOf } from './field-frame'

/** A field's label, by its name. */
export const labelOf = (name: string) => contentFieldLabels[name]?.() ?? name

/** A field's id, and what its input is described by (its hint, its message). */
export function attributesOf(name: string, problems: Record<string, FieldProblem>) {
  const id = kindInputId(name)
  return {
    id,
    name: id,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': describedByOf(id, contentFieldHints[name] !== undefined, problems[name] !== undefined),
  }
}

/** What a field's own control is given: its value as the form holds it, its setter, and its input's attributes. */
export interface ControlProps {
  value: string
  onChange: (value: string) => void
  attributes: ReturnType<typeof attributesOf>
}

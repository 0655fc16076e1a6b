import type { ChangeEvent } from 'react'
import { checkOnLeave, noteTyping } from './blur-check'
import { describedBy } from './field-error'

/** What every labelled field takes: its id (also its name), label, value, message, and change and leave handlers. */
export interface LabelledFieldProps {
  id: string
  label: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
  /** Required unless told. */
  required?: boolean
}

interface ControlOptions extends Omit<LabelledFieldProps, 'label' | 'required'> {
  required: boolean
  /** The id of the note under the control (a hint, a counter), when it has one. */
  noteId?: string
}

/**
 * The props a labelled input or textarea shares with every other: its name, value and requirement, its validity
 * and description for assistive technology (the note, then the message `<id>-error` when shown), and its change
 * and leave handlers (a field's message shows on leaving it only once it was typed in).
 */
export function controlProps({ id, value, required, error, noteId, onChange, onBlur }: ControlOptions) {
  return {
    id,
    name: id,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(`${id}-error`, error, noteId),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      noteTyping(event)
      onChange(event.target.value)
    },
    onBlur: checkOnLeave(onBlur),
  }
}

import { type FormEvent, type ReactNode, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/modal'
import { Form } from './form.styles'
import { FormField } from './form-field'

interface RenameTexts {
  title: string
  label: string
  /** The field's message when the name is left empty. */
  required: string
  save: string
  cancel: string
}

interface RenameDialogProps {
  /** The thing's current name: the dialog is open while there is one, its field starting on it. */
  name: string | undefined
  texts: RenameTexts
  maxLength: number
  pending: boolean
  /** The page's alert of the save's refusal, shown above the field. */
  alert: ReactNode
  onSave: (name: string) => void
  onClose: () => void
}

const FIELD_ID = 'rename-field'

function RenameForm({ name, texts, maxLength, pending, alert, onSave, onClose }: RenameDialogProps & { name: string }) {
  const [typed, setTyped] = useState(name)
  const [error, setError] = useState<string>()

  function save(event: FormEvent) {
    event.preventDefault()
    const trimmed = typed.trim()
    setError(trimmed ? undefined : texts.required)
    if (!trimmed) return document.getElementById(FIELD_ID)?.focus()
    onSave(trimmed)
  }

  return (
    <Form noValidate onSubmit={save} aria-busy={pending || undefined}>
      {alert}
      <FormField
        id={FIELD_ID}
        label={texts.label}
        type="text"
        autoComplete="off"
        maxLength={maxLength}
        value={typed}
        error={error}
        startsDialog
        onChange={(value) => {
          setTyped(value)
          if (error && value.trim()) setError(undefined)
        }}
        onBlur={() => undefined}
      />
      <div className="actions">
        <Button type="submit" aria-disabled={pending || undefined}>
          {texts.save}
        </Button>
        <Button type="button" data-variant="secondary" onClick={onClose}>
          {texts.cancel}
        </Button>
      </div>
    </Form>
  )
}

/**
 * Renames a thing in a dialog: one field starting on its current name (trimmed, not empty, at most `maxLength`), saved
 * or cancelled. The dialog stays open on a refusal, with what was typed; the page closes it once the save is done.
 */
export function RenameDialog(props: RenameDialogProps) {
  const { name, texts, onClose } = props
  return (
    <Modal open={name !== undefined} title={texts.title} onClose={onClose} size="md">
      {name === undefined ? null : <RenameForm {...props} name={name} />}
    </Modal>
  )
}

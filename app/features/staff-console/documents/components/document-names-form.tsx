import { type FormEvent, useState } from 'react'
import { DOCUMENT_NAME_MAX_LENGTH, type DocumentForEditing } from '~/api/contract/document-editing-endpoints'
import { Button } from '~/components/ui/button'
import { type Locale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { LocalizedTextFields, localizedDraftOf } from '../../components/localized-text-fields'
import { textProblem, typedText } from '../../form-problems'
import { ActionAlert } from '../../operations/action-alert'
import { PanelForm } from '../../operations/operations.styles'
import { useConsoleAction } from '../../operations/use-console-action'

const functions = () => import('../documents.functions')

interface DocumentNamesFormProps {
  document: DocumentForEditing
  onSaved: (document: DocumentForEditing) => void
  onCancel: () => void
}

/** The document's name in five languages (Korean required; a language left empty shows the Korean one). */
export function DocumentNamesForm({ document, onSaved, onCancel }: DocumentNamesFormProps) {
  const action = useConsoleAction()
  const [names, setNames] = useState(() => localizedDraftOf(document.name))
  const [errors, setErrors] = useState<Partial<Record<Locale, string>>>({})

  function submit(event: FormEvent) {
    event.preventDefault()
    const found: Partial<Record<Locale, string>> = {}
    for (const locale of locales) {
      const problem = textProblem(names[locale], DOCUMENT_NAME_MAX_LENGTH)
      if (problem === 'too_long') found[locale] = m.admin_form_too_long({ max: String(DOCUMENT_NAME_MAX_LENGTH) })
      else if (problem && locale === 'ko-KR') found[locale] = m.admin_form_required()
    }
    setErrors(found)
    if (Object.keys(found).length > 0) {
      window.document.querySelector<HTMLElement>('#document-names [aria-invalid="true"]')?.focus()
      return
    }
    const name = Object.fromEntries(locales.map((locale) => [locale, typedText(names[locale])])) as Record<Locale, string>
    void action.run(async () => (await functions()).renameDocument({ data: { type: document.type, name } }), onSaved)
  }

  return (
    <PanelForm id="document-names" onSubmit={submit} noValidate aria-busy={action.pending || undefined}>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
      <LocalizedTextFields
        id={`document-name-${document.type}`}
        label={`${m.admin_documents_names()} (${document.type})`}
        value={names}
        onChange={setNames}
        max={DOCUMENT_NAME_MAX_LENGTH}
        errors={errors}
      />
      <div className="actions">
        <Button type="submit" disabled={action.pending}>
          {m.admin_documents_save_names()}
        </Button>
        <Button type="button" data-variant="secondary" onClick={onCancel}>
          {m.admin_cancel()}
        </Button>
      </div>
    </PanelForm>
  )
}

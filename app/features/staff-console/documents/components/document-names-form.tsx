import { type FormEvent, useState } from 'react'
import {
  DOCUMENT_NAME_MAX_LENGTH,
  type DocumentForEditing,
  documentEditingEndpoints,
} from '~/api/contract/document-editing-endpoints'
import { textFaultMessages } from '~/api/contract/text-fault-messages'
import { Button } from '~/components/ui/button'
import { type Locale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { localizedTexts } from '../../content/revision-diff'
import { PanelForm } from '../../kit/console.styles'
import { localizedTextFaults, textProblem, typedText } from '../../kit/form-problems'
import { type LocalizedDraft, LocalizedTextFields, localizedDraftOf } from '../../kit/localized-text-fields'
import { StaleSaveAlerts } from '../../kit/stale-save-alerts'
import { useConsoleAction } from '../../kit/use-console-action'
import { useStaleSave } from '../../kit/use-stale-save'
import { changeStaff } from '../../staff-calls'
import { documentLastRenameQuery } from '../documents-queries'

interface DocumentNamesFormProps {
  document: DocumentForEditing
  onSaved: (document: DocumentForEditing) => void
  onCancel: () => void
}

const fieldLabels = { name: () => m.admin_documents_names() }

const namesTexts = (names: LocalizedDraft) => localizedTexts('name', names)

/**
 * The document's name in five languages (Korean required; a language left empty shows the Korean one), saved on the
 * version read: a rename over someone else's newer one shows theirs next to what was typed.
 */
export function DocumentNamesForm({ document, onSaved, onCancel }: DocumentNamesFormProps) {
  const action = useConsoleAction()
  const [names, setNames] = useState(() => localizedDraftOf(document.name))
  const [errors, setErrors] = useState<Partial<Record<Locale, string>>>({})
  const conflict = useStaleSave({
    version: document.version,
    latestQuery: documentLastRenameQuery(document.type),
    action,
    form: names,
    formOf: (saved) => localizedDraftOf(saved.name),
    replaceForm: (next) => {
      setNames(next)
      setErrors({})
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    save()
  }

  /** Renames on the version read, or over `over` (their version, after a stale rename). */
  function save(over?: number) {
    conflict.setNotice('')
    const found: Partial<Record<Locale, string>> = {}
    const faults = localizedTextFaults(documentEditingEndpoints.rename, 'name', names)
    for (const locale of locales) {
      const problem = faults[locale] ?? textProblem(names[locale], DOCUMENT_NAME_MAX_LENGTH)
      if (problem === 'unkeepable' || problem === 'line_break') found[locale] = textFaultMessages[problem]()
      else if (problem === 'too_long') found[locale] = m.admin_form_too_long({ max: String(DOCUMENT_NAME_MAX_LENGTH) })
      else if (problem && locale === 'ko-KR') found[locale] = m.admin_form_required()
    }
    setErrors(found)
    if (Object.keys(found).length > 0) {
      window.document.querySelector<HTMLElement>('#document-names [aria-invalid="true"]')?.focus()
      return
    }
    const name = Object.fromEntries(locales.map((locale) => [locale, typedText(names[locale])])) as Record<Locale, string>
    void conflict.save(
      (version) => changeStaff('documentRename', { params: { type: document.type }, body: { name, version } }),
      (saved) => {
        onSaved(saved)
        return ''
      },
      over,
    )
  }

  return (
    <PanelForm id="document-names" onSubmit={submit} noValidate aria-busy={action.pending || undefined}>
      <StaleSaveAlerts
        conflict={conflict}
        texts={namesTexts}
        labels={fieldLabels}
        onKeepMine={save}
        onReload={() => void conflict.readTheirs()}
      />
      <LocalizedTextFields
        id={`document-name-${document.type}`}
        label={`${m.admin_documents_names()} (${document.type})`}
        value={names}
        onChange={setNames}
        max={DOCUMENT_NAME_MAX_LENGTH}
        errors={errors}
      />
      <div className="actions">
        <Button type="submit" aria-disabled={action.pending || undefined}>
          {m.admin_documents_save_names()}
        </Button>
        <Button type="button" data-variant="secondary" onClick={onCancel}>
          {m.admin_cancel()}
        </Button>
      </div>
    </PanelForm>
  )
}

import { ConflictPanel, PutBackTyping } from '../content/components/conflict-panel'
import type { FieldLabels } from '../content/components/field-diff-view'
import type { FieldText } from '../content/revision-diff'
import { ActionAlert } from './action-alert'
import type { useConsoleAction } from './use-console-action'

/** What `useStaleSave` holds that the alerts show. */
interface StaleSaveState<Form> {
  action: ReturnType<typeof useConsoleAction>
  /** What is typed now. */
  form: Form
  theirs: { version: number; updatedAt: string; updatedBy: string | null } | undefined
  theirForm: Form | undefined
  setAside: Form | undefined
  notice: string
  takeTheirs: () => void
  putBack: () => void
}

interface StaleSaveAlertsProps<Form> {
  conflict: StaleSaveState<Form>
  /** A form read as the comparison reads it (the same fields in the same order, theirs and what was typed). */
  texts: (form: Form) => readonly FieldText[]
  labels: FieldLabels
  /** Saves what was typed over their version. */
  onKeepMine: (theirVersion: number) => void
  /** Offered with a stale refusal while their version is not read yet (absent for a record not created yet). */
  onReload?: () => void
}

/**
 * What a form saved at a version says above it: someone else's newer version next to what was typed (after a stale
 * save), the refusal of a save otherwise, the form's status line, and the offer to put back what was typed after
 * their version was taken.
 */
export function StaleSaveAlerts<Form>({ conflict, texts, labels, onKeepMine, onReload }: StaleSaveAlertsProps<Form>) {
  const { action, form, theirs, theirForm } = conflict
  return (
    <>
      {theirs && theirForm ? (
        <ConflictPanel
          theirs={{ texts: texts(theirForm), updatedAt: theirs.updatedAt, updatedBy: theirs.updatedBy }}
          mine={texts(form)}
          labels={labels}
          pending={action.pending}
          onTakeTheirs={conflict.takeTheirs}
          onKeepMine={() => onKeepMine(theirs.version)}
        />
      ) : null}
      {theirs && action.stale ? null : <ActionAlert refusal={action.refusal} alertRef={action.alertRef} onReload={onReload} />}
      <p role="status" className="hint">
        {conflict.notice}
      </p>
      {conflict.setAside ? <PutBackTyping onPutBack={conflict.putBack} /> : null}
    </>
  )
}

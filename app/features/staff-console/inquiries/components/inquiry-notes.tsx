import { type FormEvent, useState } from 'react'
import { type AdminInquiryDetail, inquiryNoteLimits } from '~/api/contract/admin-endpoints'
import { TextareaField } from '~/components/form/textarea-field'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ActionAlert } from '../../kit/action-alert'
import { Panel, PanelForm, Timeline } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { counterText, problemMessage } from '../../kit/problem-messages'
import { useConsoleAction } from '../../kit/use-console-action'
import { changeStaff } from '../../staff-calls'
import { noteProblems } from '../inquiry-forms'
import { useInquiryCache } from '../use-inquiry-cache'

/** Internal notes, oldest first (never shown to the visitor), and a form to add one. */
export function InquiryNotes({ inquiry }: { inquiry: AdminInquiryDetail }) {
  const locale = getLocale()
  const cache = useInquiryCache(inquiry.receiptNumber)
  const action = useConsoleAction()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    setNotice('')
    const problem = noteProblems(body).body
    setError(problemMessage(problem, { max: inquiryNoteLimits.body }))
    if (problem) {
      document.getElementById('inquiry-note')?.focus()
      return
    }
    void action.run(
      () => changeStaff('addInquiryNote', { params: { receiptNumber: inquiry.receiptNumber }, body: { body } }),
      (note) => {
        cache.update((current) => ({ ...current, notes: [...current.notes, note] }))
        setBody('')
        setNotice(m.admin_inquiry_note_added())
        // The button was disabled while the note went, which drops the focus to the page: the field takes it back.
        document.getElementById('inquiry-note')?.focus()
      },
    )
  }

  return (
    <Panel aria-labelledby="inquiry-notes-heading">
      <h2 id="inquiry-notes-heading">{m.admin_inquiry_notes()}</h2>
      {inquiry.notes.length === 0 ? (
        <p>{m.admin_inquiry_no_notes()}</p>
      ) : (
        <Timeline data-testid="inquiry-notes">
          {inquiry.notes.map((note) => (
            <li key={note.id}>
              <p className="meta">
                {note.author.name} · {formatTimestamp(note.createdAt, locale)}
              </p>
              <p className="text">{note.body || m.admin_inquiry_destroyed_short()}</p>
            </li>
          ))}
        </Timeline>
      )}
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
      <p role="status" className="hint">
        {notice}
      </p>
      <PanelForm onSubmit={submit} noValidate>
        <TextareaField
          id="inquiry-note"
          label={m.admin_inquiry_note_label()}
          value={body}
          error={error}
          onChange={(value) => {
            setBody(value)
            if (error) setError(problemMessage(noteProblems(value).body, { max: inquiryNoteLimits.body }))
          }}
          onBlur={() => undefined}
          max={inquiryNoteLimits.body}
          counter={counterText}
          rows={4}
        />
        <div className="actions">
          <Button type="submit" aria-disabled={action.pending || undefined}>
            {m.admin_inquiry_add_note()}
          </Button>
        </div>
      </PanelForm>
    </Panel>
  )
}

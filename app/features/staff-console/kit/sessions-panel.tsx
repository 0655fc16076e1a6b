import type { UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import type { ActionOutcome } from '~/api/action-outcome'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { ActionAlert } from './action-alert'
import { Panel } from './console.styles'
import { ConsoleError, ConsoleLoading } from './console-states'
import { type ConsoleColumn, DataTable } from './data-table'
import { sessionsEndedText } from './sessions-ended-text'
import { useConsoleAction } from './use-console-action'

/**
 * Ending sessions from a panel (a member's, a staff member's own): one, or several at once; once it is done the list
 * is read again (`refresh`), a polite status says what ended, and focus goes back to the panel's heading.
 */
export function useSessionEnding(headingId: string, refresh: () => Promise<unknown>) {
  const action = useConsoleAction()
  const [notice, setNotice] = useState('')
  const settle = async (text: string) => {
    await refresh()
    setNotice(text)
    document.getElementById(headingId)?.focus()
  }
  return {
    action,
    notice,
    endOne(call: () => Promise<ActionOutcome<unknown>>) {
      setNotice('')
      void action.run(call, () => settle(m.admin_sessions_ended_one()))
    },
    endSeveral(call: () => Promise<ActionOutcome<{ ended: number }>>) {
      setNotice('')
      void action.run(call, ({ ended }) => settle(sessionsEndedText(ended)))
    },
  }
}

interface SessionsPanelProps<S extends { id: string }> {
  headingId: string
  title: string
  intro?: string
  sessions: UseQueryResult<{ items: S[] }>
  columns: ConsoleColumn<S>[]
  ending: ReturnType<typeof useSessionEnding>
  /** The button that ends several at once, shown when there is more than one session. */
  endSeveral: { label: string; onClick: () => void }
}

/** A panel of live sessions: its heading, the refusal and status of the last ending, the table and the "end all" button. */
export function SessionsPanel<S extends { id: string }>(props: SessionsPanelProps<S>) {
  const { headingId, title, intro, sessions, columns, ending, endSeveral } = props
  let body: React.ReactNode
  if (sessions.isError) body = <ConsoleError error={sessions.error} onRetry={() => sessions.refetch()} />
  else if (!sessions.data) body = <ConsoleLoading />
  else
    body = (
      <>
        <DataTable
          caption={title}
          columns={columns}
          rows={sessions.data.items}
          rowId={(session) => session.id}
          empty={m.admin_sessions_empty()}
        />
        {sessions.data.items.length > 1 ? (
          <p className="actions">
            <Button type="button" data-variant="secondary" disabled={ending.action.pending} onClick={endSeveral.onClick}>
              {endSeveral.label}
            </Button>
          </p>
        ) : null}
      </>
    )
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {title}
      </h2>
      {intro ? <p className="hint">{intro}</p> : null}
      <ActionAlert refusal={ending.action.refusal} alertRef={ending.action.alertRef} />
      <p role="status" className="hint">
        {ending.notice}
      </p>
      {body}
    </Panel>
  )
}

import { useEffect, useRef, useState } from 'react'
import type { ActionOutcome, ActionRefusal } from '~/api/action-outcome'
import { m } from '~/paraglide/messages'
import { withFreshProof } from '../proof/with-fresh-proof'
import { STALE_RECORD } from './stale-record-alert'

/**
 * Sends a staff member's change and keeps its state: pending while it runs, and the refusal (with its code, so that a
 * stale record is told apart) focused once it shows, so that a screen reader reads it. What was typed is never touched:
 * the form's state stays as it is on any refusal. A sensitive change the API wants a fresh proof for asks for it
 * first (withFreshProof).
 */
export function useConsoleAction() {
  const [refusal, setRefusal] = useState<Pick<ActionRefusal, 'code' | 'message' | 'status'>>()
  const [pending, setPending] = useState(false)
  const [shown, setShown] = useState(0)
  const alertRef = useRef<HTMLDivElement>(null)
  // The buttons that send stay focusable while it runs (aria-disabled, button.tsx): a second press is ignored here.
  const running = useRef(false)

  useEffect(() => {
    if (shown > 0) alertRef.current?.focus()
  }, [shown])

  async function run<T>(call: () => Promise<ActionOutcome<T>>, onDone: (data: T) => Promise<void> | void): Promise<boolean> {
    if (running.current) return false
    running.current = true
    setPending(true)
    setRefusal(undefined)
    let failed: Pick<ActionRefusal, 'code' | 'message' | 'status'> | undefined
    try {
      const outcome = await withFreshProof(call)
      if (outcome.ok) await onDone(outcome.data)
      else failed = outcome
    } catch {
      failed = { status: 0, code: 'NETWORK', message: m.auth_error_network() }
    } finally {
      running.current = false
      setPending(false)
    }
    if (failed) {
      setRefusal(failed)
      setShown((count) => count + 1)
    }
    return !failed
  }

  return { refusal, stale: refusal?.code === STALE_RECORD, pending, alertRef, run, clear: () => setRefusal(undefined) }
}

import { useEffect, useRef, useState } from 'react'
import type { ActionOutcome } from '~/api/action-outcome'
import { m } from '~/paraglide/messages'

/**
 * Sends a member's action and keeps its state: pending while it runs; on a refusal the API's message (or a network
 * message), focused so that a screen reader reads it. What the member typed is never touched.
 */
export function useActionSubmit() {
  const [failure, setFailure] = useState<string>()
  const [pending, setPending] = useState(false)
  const alertRef = useRef<HTMLParagraphElement>(null)
  // Counts the refusals: each one moves the focus to the message once it is on the page (after React's commit).
  const [refusals, setRefusals] = useState(0)

  useEffect(() => {
    if (refusals > 0) alertRef.current?.focus()
  }, [refusals])

  async function run<T>(call: () => Promise<ActionOutcome<T>>, onDone: (data: T) => Promise<void> | void): Promise<boolean> {
    setPending(true)
    setFailure(undefined)
    let message: string | undefined
    try {
      const outcome = await call()
      if (outcome.ok) await onDone(outcome.data)
      else message = outcome.message
    } catch {
      message = m.auth_error_network()
    } finally {
      setPending(false)
    }
    if (message) {
      setFailure(message)
      setRefusals((count) => count + 1)
    }
    return !message
  }

  return { failure, pending, alertRef, run, setFailure }
}

/** Moves focus to the first field with a message; true when there was one. */
export function focusFirstInvalid(errors: Record<string, string | undefined>, idOf: (field: string) => string): boolean {
  const first = Object.keys(errors).find((field) => errors[field])
  if (first) document.getElementById(idOf(first))?.focus()
  return first !== undefined
}

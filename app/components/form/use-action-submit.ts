import { useEffect, useRef, useState } from 'react'
import type { ActionOutcome } from '~/api/action-outcome'
import { m } from '~/paraglide/messages'

/**
 * Shows a refusal that names request fields (the API's `fields`, e.g. a new password too common) under the form's own
 * fields; answers the id of the field to focus, or undefined when the form has none of them (the alert shows it then).
 */
export type FieldRefusalHandler = (fields: Record<string, string>) => string | undefined

/**
 * Sends a member's action and keeps its state: pending while it runs; on a refusal the API's message (or a network
 * message), focused so that a screen reader reads it, or, for a refusal about fields the form shows, those fields'
 * messages, the first field focused. What the member typed is never touched. Its buttons stay focusable while it runs
 * (`aria-disabled`, components/ui/button.tsx): a second press or Enter meanwhile is ignored here and sends nothing.
 */
export function useActionSubmit() {
  const [failure, setFailure] = useState<string>()
  const [pending, setPending] = useState(false)
  const alertRef = useRef<HTMLParagraphElement>(null)
  const running = useRef(false)
  // Each refusal moves the focus once its message is on the page (after React's commit): to the alert, or a field.
  const [refusal, setRefusal] = useState<{ count: number; fieldId?: string }>({ count: 0 })

  useEffect(() => {
    if (refusal.count === 0) return
    const target = refusal.fieldId ? document.getElementById(refusal.fieldId) : alertRef.current
    target?.focus()
  }, [refusal])

  async function run<T>(
    call: () => Promise<ActionOutcome<T>>,
    onDone: (data: T) => Promise<void> | void,
    onFieldRefusal?: FieldRefusalHandler,
  ): Promise<boolean | undefined> {
    // Pressed again while it runs: undefined, neither done nor refused (the run under way says which).
    if (running.current) return undefined
    running.current = true
    setPending(true)
    setFailure(undefined)
    let message: string | undefined
    let fieldId: string | undefined
    try {
      const outcome = await call()
      if (outcome.ok) await onDone(outcome.data)
      else {
        fieldId = outcome.fields && onFieldRefusal?.(outcome.fields)
        if (!fieldId) message = outcome.message
      }
    } catch {
      message = m.auth_error_network()
    } finally {
      running.current = false
      setPending(false)
    }
    if (message) setFailure(message)
    if (message || fieldId) setRefusal(({ count }) => ({ count: count + 1, fieldId }))
    return !message && !fieldId
  }

  return { failure, pending, alertRef, run, setFailure }
}

/** Moves focus to the first field with a message; true when there was one. */
export function focusFirstInvalid(errors: Record<string, string | undefined>, idOf: (field: string) => string): boolean {
  const first = Object.keys(errors).find((field) => errors[field])
  if (first) document.getElementById(idOf(first))?.focus()
  return first !== undefined
}

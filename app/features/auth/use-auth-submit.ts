import { useEffect, useRef, useState } from 'react'
import type { MemberInfo } from '~/api/contract/auth-endpoints'
import { m } from '~/paraglide/messages'
import type { AuthOutcome } from './auth-outcome'

/**
 * Sends a sign-in or sign-up and keeps its state: pending while it runs; on a refusal the API's message (or a
 * network message), focused so that a screen reader reads it. The form's values are never touched.
 */
export function useAuthSubmit() {
  const [failure, setFailure] = useState<string>()
  const [pending, setPending] = useState(false)
  const alertRef = useRef<HTMLParagraphElement>(null)
  // Once the alert is on the page (a frame callback could run before React has rendered it).
  useEffect(() => {
    if (failure) alertRef.current?.focus()
  }, [failure])

  async function run(call: () => Promise<AuthOutcome>, onSignedIn: (member: MemberInfo | null) => Promise<void>) {
    setPending(true)
    setFailure(undefined)
    let message: string | undefined
    try {
      const outcome = await call()
      if (outcome.ok) await onSignedIn(outcome.member)
      else message = outcome.message
    } catch {
      message = m.auth_error_network()
    } finally {
      setPending(false)
    }
    if (message) setFailure(message)
  }

  return { failure, pending, alertRef, run }
}

/** Moves focus to the first field with a message; true when there was one. */
export function focusFirstInvalid(errors: Record<string, string | undefined>, idOf: (field: string) => string): boolean {
  const first = Object.keys(errors).find((field) => errors[field])
  if (first) document.getElementById(idOf(first))?.focus()
  return first !== undefined
}

import type { Ref } from 'react'

/** A refusal from the server, above the form; focusable so that focus can be moved to it. */
export function FailureAlert({ message, alertRef }: { message: string | undefined; alertRef: Ref<HTMLParagraphElement> }) {
  if (!message) return null
  return (
    <p className="alert" role="alert" tabIndex={-1} ref={alertRef}>
      {message}
    </p>
  )
}

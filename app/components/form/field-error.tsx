/** The message under a field; in the DOM only when there is one, so aria-describedby never points at nothing. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p className="error" id={id}>
      {message}
    </p>
  )
}

/** aria-describedby for a control: its notes (hint, counter) and, when it is shown, its error message. */
export function describedBy(errorId: string, message: string | undefined, ...noteIds: (string | undefined)[]) {
  const ids = [...noteIds, message ? errorId : undefined].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

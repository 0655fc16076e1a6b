import type { FocusEvent } from 'react'

/** The controls the visitor has typed in since the page loaded. */
const typedIn = new WeakSet<EventTarget>()

/** Notes that the visitor typed in this control (its change handler calls it), so that leaving it checks it. */
export function noteTyping(event: { currentTarget: EventTarget }) {
  typedIn.add(event.currentTarget)
}

/**
 * Runs a field's check when the visitor leaves it after typing in it. A field only passed through (tabbing across an
 * empty form) says nothing until the form is sent: a message there would blame the visitor for what they have not
 * done yet. Leaving it for the form's submit button does not check either: the submit checks every field anyway, and
 * a message appearing under the field at that moment would push the button away from the pointer between press and
 * release, losing the click.
 */
export function checkOnLeave(check: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    if (!typedIn.has(event.currentTarget)) return
    const next = event.relatedTarget
    if (next instanceof HTMLButtonElement && next.type === 'submit' && next.form === event.currentTarget.closest('form')) return
    check()
  }
}

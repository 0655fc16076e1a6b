import type { FocusEvent } from 'react'

/**
 * Runs a field's check when the visitor leaves it, except when they leave it for the form's submit button: the
 * submit checks every field anyway, and a message appearing under the field at that moment would push the button
 * away from the pointer between press and release, losing the click.
 */
export function checkOnLeave(check: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget
    if (next instanceof HTMLButtonElement && next.type === 'submit' && next.form === event.currentTarget.closest('form')) return
    check()
  }
}

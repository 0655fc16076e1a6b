import { useEffect, useState } from 'react'

/**
 * Where the focus goes: the element of an id, or the first field of the page that says it is invalid. An element that
 * holds an invalid field (a group of fields a check names as one, "search and sharing" in one language) stands for that
 * field: the focus goes where the editor types, and the field's error is read with it.
 */
export type FocusTarget = string | typeof FIRST_INVALID_FIELD

/** The first field marked invalid (aria-invalid) once the render that marks it is on screen. */
export const FIRST_INVALID_FIELD = Symbol('first invalid field')

const INVALID = '[aria-invalid="true"]'

function elementOf(target: FocusTarget): HTMLElement | null {
  if (target === FIRST_INVALID_FIELD) return document.querySelector<HTMLElement>(INVALID)
  const element = document.getElementById(target)
  return element?.querySelector<HTMLElement>(INVALID) ?? element
}

/**
 * Moves the focus where the work continues and has it announced: a screen reader reads the focused element's own name
 * (a heading, a status, a field with its error), so no second announcement is made. An element that takes no focus by
 * itself (a heading, a status) is given tabindex -1, and is scrolled into view with the focus.
 */
function focusAndAnnounce(element: HTMLElement) {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1
  element.focus()
}

/**
 * Gives a function that moves the focus to a target once the render it comes with is on screen, after the effects of
 * the components inside: a dialog closing there hands the focus back to its opener in its own effect, and this runs
 * after it. Focusing at once would find the page before the render (no error marked yet, the new state not there);
 * from a timer it raced that hand-back (and the opener's removal) under load. The console's one way to place the focus
 * after a change removed or replaced the control that made it (an inline confirmation, a step's button, a dialog).
 */
export function useFocusAfterRender(defaultTarget?: FocusTarget) {
  const [request, setRequest] = useState<{ target: FocusTarget }>()
  useEffect(() => {
    const element = request ? elementOf(request.target) : null
    if (element) focusAndAnnounce(element)
  }, [request])
  return (target: FocusTarget | undefined = defaultTarget) => {
    if (target !== undefined) setRequest({ target })
  }
}

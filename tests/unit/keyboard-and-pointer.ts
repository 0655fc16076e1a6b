/**
 * What a keyboard or a mouse does to a page in happy-dom, which has no Tab order of its own and no pointer: the events
 * the components listen to, dispatched as a browser would.
 */

/** A key pressed on the element in focus (or the given one): the keydown the component handles. */
export function pressKey(key: string, target: Element | null = document.activeElement) {
  target?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
}

/** The pointer moves onto an element from outside it (React's onMouseEnter listens to mouseover). */
export function pointerOnto(element: Element) {
  element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }))
}

/** The pointer leaves an element for the page around it (React's onMouseLeave listens to mouseout). */
export function pointerOffOf(element: Element) {
  element.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }))
}

const focusable =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, [tabindex], [contenteditable="true"]'

/** The controls Tab stops at, in order: focusable, not hidden (by `hidden` on it or around it), not taken out by tabindex=-1. */
export function tabStops(root: ParentNode = document): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  )
}

/** Where Tab takes the focus from the given element (the document's order, as the site sets no positive tabindex). */
export function nextTabStop(from: Element): HTMLElement | undefined {
  const stops = tabStops()
  return stops.find((stop) => from.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING)
}

/** Types into a field as a visitor does: the value changes, then the input event React listens to. */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** The text fields a visitor types in, in the form's order (what tabbing across a form passes through). */
export function textFieldsOf(form: ParentNode): Array<HTMLInputElement | HTMLTextAreaElement> {
  return [
    ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      ':is(input[type="text"], input[type="email"], input[type="password"], input[type="tel"], textarea):not([readonly])',
    ),
  ]
}

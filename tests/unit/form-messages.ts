import { expect } from 'vitest'
import { tabStops, textFieldsOf, typeInto } from './keyboard-and-pointer'

type Act = (step: () => unknown) => Promise<void>

/**
 * A field's message shows once the visitor typed in it and left it, or on submit; tabbing across an empty form marks
 * nothing (issue 25, item 10). Tabs across every control of the form, then types in its first required field, empties it
 * and leaves it for the next control: that field, and only that one, says so.
 */
export async function expectMessagesOnlyAfterTyping(form: HTMLElement, act: Act) {
  const stops = tabStops(form)
  for (const stop of stops) await act(() => stop.focus())
  await act(() => (document.activeElement as HTMLElement | null)?.blur())
  expect(form.querySelectorAll('[aria-invalid="true"]'), 'a field marked by tabbing across').toHaveLength(0)
  expect([...form.querySelectorAll('[id$="-error"]')].filter((message) => message.textContent !== '')).toEqual([])

  const field = textFieldsOf(form).find((each) => each.required || each.getAttribute('aria-required') === 'true')
  if (!field) throw new Error('the form has no required text field')
  await act(() => field.focus())
  await act(() => typeInto(field, 'x'))
  await act(() => typeInto(field, ''))
  const next = stops[stops.indexOf(field) + 1]
  await act(() => (next ? next.focus() : field.blur()))
  expect(field.getAttribute('aria-invalid')).toBe('true')
}

// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { nextTabStop, pressKey, tabStops } from '../../../../../tests/unit/keyboard-and-pointer'
import { renderInDom } from '../../../../../tests/unit/render-in-dom'
import RichTextEditor from './rich-text-editor'

let page: Awaited<ReturnType<typeof renderInDom>> | undefined
afterEach(() => page?.unmount())

it('the toolbar is one tab stop; the arrow keys, Home and End move along it, and the next Tab reaches the text (en-US)', async () => {
  overwriteGetLocale(() => 'en-US')
  page = await renderInDom(<RichTextEditor id="body-ko-KR" locale="ko-KR" label="한국어" value={undefined} onChange={() => {}} />)
  const toolbar = document.querySelector('[role="toolbar"]') as HTMLElement
  expect(toolbar.getAttribute('aria-label')).toBe(m.admin_editor_toolbar({ language: '한국어' }))
  const buttons = () => [...toolbar.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')]
  const named = (name: string) => buttons().find((button) => button.querySelector('.visually-hidden')?.textContent === name)
  const press = (key: string) => page?.act(() => pressKey(key))
  expect(tabStops(toolbar)).toEqual([buttons()[0]])

  await page.act(() => buttons()[0]?.focus())
  await press('ArrowRight')
  expect(document.activeElement).toBe(named(m.admin_editor_italic()))
  await press('End')
  expect(document.activeElement).toBe(buttons().at(-1))
  await press('ArrowRight')
  expect(document.activeElement).toBe(buttons()[0])
  await press('ArrowLeft')
  expect(document.activeElement).toBe(buttons().at(-1))
  // Tab leaves for the text; Shift+Tab comes back to the button used last, the only one in the tab order.
  expect(nextTabStop(toolbar.lastElementChild as Element)).toBe(document.getElementById('body-ko-KR'))
  expect(tabStops(toolbar)).toEqual([buttons().at(-1)])
  expect(toolbar.querySelectorAll('button[tabindex="0"]')).toHaveLength(1)

  // A heading button's name holds what it shows (H2), for those who speak to the computer.
  const h2 = named(m.admin_editor_heading({ level: 2 }))
  expect(h2?.textContent).toMatch(/H2/)
  // Drawn icons (SVG), not emoji or symbols whose look depends on the computer's fonts; H2–H4 as text; a tooltip each.
  const faces = [...toolbar.querySelectorAll('button')].map((button) =>
    button.querySelector('svg') ? 'svg' : (button.querySelector('[aria-hidden="true"]')?.textContent ?? ''),
  )
  expect(faces.filter((face) => face !== 'svg')).toEqual(['H2', 'H3', 'H4'])
  expect([...toolbar.querySelectorAll('button')].every((button) => (button.getAttribute('title') ?? '') !== '')).toBe(true)
})

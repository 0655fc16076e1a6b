// @vitest-environment happy-dom
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { buttonNamed, renderInDom } from '../../../tests/unit/render-in-dom'
import { FIRST_INVALID_FIELD, type FocusTarget, useFocusAfterRender } from './use-focus-after-render'

let page: Awaited<ReturnType<typeof renderInDom>> | undefined
afterEach(() => page?.unmount())

/** A step that replaces its own button with what comes next, as the console's inline steps do. */
function Step({ target }: { target: FocusTarget }) {
  const [done, setDone] = useState(false)
  const focusNext = useFocusAfterRender(target)
  if (!done)
    return (
      <button
        type="button"
        onClick={() => {
          setDone(true)
          focusNext()
        }}
      >
        Go on
      </button>
    )
  return (
    <>
      <h2 id="next-heading">Recovery codes</h2>
      <fieldset id="search-and-sharing">
        <legend>Search and sharing</legend>
        <input id="seo-description" aria-label="Description" />
        <input id="seo-title" aria-label="Title" aria-invalid="true" />
      </fieldset>
    </>
  )
}

async function focusAfterStep(target: FocusTarget) {
  page = await renderInDom(<Step target={target} />)
  const go = buttonNamed('Go on')
  go.focus()
  await page.act(() => go.click())
  return document.activeElement
}

describe('the focus after a change, where the work continues', () => {
  it('goes to a heading the same render brings, which takes it (tabindex -1) so that it is read', async () => {
    const focused = await focusAfterStep('next-heading')
    expect(focused?.id).toBe('next-heading')
    expect(focused?.getAttribute('tabindex')).toBe('-1')
  })

  it('goes to the field a group’s problem is about, not to the group', async () => {
    expect((await focusAfterStep('search-and-sharing'))?.id).toBe('seo-title')
  })

  it('goes to the first field the render marks invalid', async () => {
    expect((await focusAfterStep(FIRST_INVALID_FIELD))?.id).toBe('seo-title')
  })
})

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { buttonNamed, renderInDom } from '../../../../tests/unit/render-in-dom'
import { DeleteInPlace } from './delete-in-place'

let page: Awaited<ReturnType<typeof renderInDom>> | undefined
afterEach(() => page?.unmount())

async function press(name: string) {
  const button = buttonNamed(name)
  button.focus()
  await page?.act(() => button.click())
}

describe('a deletion asked in place (a pharmacy)', () => {
  it('takes the focus to Cancel when asked, and back to Delete when cancelled, never leaving it on the page', async () => {
    let deleted = 0
    page = await renderInDom(
      <DeleteInPlace
        id="pharmacy-delete"
        label="Delete"
        confirmLabel="Delete for good"
        cancelLabel="Keep it"
        pending={false}
        onConfirm={() => {
          deleted += 1
        }}
      />,
    )
    await press('Delete')
    expect(document.activeElement?.textContent).toBe('Keep it')
    await press('Keep it')
    expect(document.activeElement?.textContent).toBe('Delete')
    expect(deleted).toBe(0)
  })

  it('keeps the focus on the deleting button while the deletion runs', async () => {
    page = await renderInDom(
      <DeleteInPlace
        id="pharmacy-delete"
        label="Delete"
        confirmLabel="Delete for good"
        cancelLabel="Keep it"
        pending
        onConfirm={() => undefined}
      />,
    )
    await press('Delete')
    const confirm = buttonNamed('Delete for good')
    expect(confirm.disabled).toBe(false)
    expect(confirm.getAttribute('aria-disabled')).toBe('true')
  })
})

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { ActionOutcome } from '~/api/action-outcome'
import { m } from '~/paraglide/messages'
import { buttonNamed, renderInDom } from '../../../../tests/unit/render-in-dom'
import { DeleteAfterConfirming } from './delete-after-confirming'

let page: Awaited<ReturnType<typeof renderInDom>> | undefined
afterEach(() => page?.unmount())

describe('a deletion that asks first', () => {
  it('starts its confirmation on Cancel, as the console’s other confirmations do, so that Enter deletes nothing', async () => {
    page = await renderInDom(
      <DeleteAfterConfirming
        label="Delete the image"
        title="Delete this image?"
        confirmLabel="Delete"
        remove={async () => ({ ok: true, data: undefined })}
        onRemoved={() => undefined}
      >
        <p>It goes from the library.</p>
      </DeleteAfterConfirming>,
    )
    await page.act(() => buttonNamed('Delete the image').click())
    expect(document.activeElement?.textContent).toBe(m.admin_cancel())
  })

  it('deletes once however often its button is pressed while it runs, and the button keeps the focus', async () => {
    let calls = 0
    let finish = () => {}
    page = await renderInDom(
      <DeleteAfterConfirming
        label="Delete the redirect"
        title="Delete this redirect?"
        confirmLabel="Delete"
        remove={() => {
          calls += 1
          return new Promise<ActionOutcome<undefined>>((resolve) => {
            finish = () => resolve({ ok: true, data: undefined })
          })
        }}
        onRemoved={() => undefined}
      >
        <p>/old goes nowhere then.</p>
      </DeleteAfterConfirming>,
    )
    await page.act(() => buttonNamed('Delete the redirect').click())
    const confirm = buttonNamed('Delete')
    confirm.focus()
    await page.act(() => confirm.click())
    await page.act(() => confirm.click())
    expect(confirm.getAttribute('aria-disabled')).toBe('true')
    expect(confirm.disabled).toBe(false)
    expect(document.activeElement).toBe(confirm)
    await page.act(() => finish())
    expect(calls).toBe(1)
  })
})

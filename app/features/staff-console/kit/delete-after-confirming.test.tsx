// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
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
})

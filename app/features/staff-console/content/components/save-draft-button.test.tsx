// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { buttonNamed, renderInDom } from '../../../../../tests/unit/render-in-dom'
import { SaveDraftButton } from './save-draft-button'

let page: Awaited<ReturnType<typeof renderInDom>> | undefined
afterEach(() => page?.unmount())

describe('the draft’s save button', () => {
  it('keeps the focus of the one who pressed Enter on it while the save runs: it says it is disabled, and is not', async () => {
    page = await renderInDom(<SaveDraftButton pending hint="" />)
    const save = buttonNamed(m.admin_post_save_draft())
    expect(save.disabled).toBe(false)
    expect(save.getAttribute('aria-disabled')).toBe('true')
    save.focus()
    expect(document.activeElement).toBe(save)
  })
})

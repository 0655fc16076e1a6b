// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { StaffMember } from '~/api/contract/staff-endpoints'
import { m } from '~/paraglide/messages'
import { buttonNamed, renderInDom } from '../../../../../tests/unit/render-in-dom'
import { StaffActions } from './staff-actions'

let page: Awaited<ReturnType<typeof renderInDom>> | undefined
afterEach(() => page?.unmount())

describe('a staff account’s actions', () => {
  it('leave the role’s save button focusable when there is nothing to save (as after a save), saying it is unavailable', async () => {
    const member = { id: 'a1', name: '김지원', email: 'jiwon@example.com', role: 'editor', status: 'active', version: 2 }
    page = await renderInDom(
      <StaffActions member={member as StaffMember} onChanged={() => undefined} onNotice={() => undefined} />,
    )
    const save = buttonNamed(m.admin_staff_save_role())
    save.focus()
    await page.act(() => save.click())
    expect(save.disabled).toBe(false)
    expect(save.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(save)
  })
})

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { m } from '~/paraglide/messages'
import { buttonNamed } from '../../../../tests/unit/render-in-dom'
import { renderInRouter } from '../../../../tests/unit/render-in-router'
import { SignOutButton } from './sign-out-button'

// The sign-out is on its way for as long as the test wants: the button is looked at while it runs.
const { signOutStaff } = vi.hoisted(() => ({ signOutStaff: vi.fn(() => new Promise(() => undefined)) }))
vi.mock('../sign-in/sign-in.functions', () => ({ signOutStaff }))

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => page?.unmount())

describe('the console’s sign-out while it runs', () => {
  it('keeps the focus on the button, says it is busy, and a second press sends nothing', async () => {
    page = await renderInRouter(<SignOutButton />, { path: '/admin' })
    const signOut = buttonNamed(m.admin_sign_out())
    signOut.focus()
    await page.act(() => signOut.click())
    expect(signOut.disabled).toBe(false)
    expect(signOut.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(signOut)
    await page.act(() => signOut.click())
    expect(signOutStaff).toHaveBeenCalledTimes(1)
  })
})

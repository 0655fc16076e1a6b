// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { m } from '~/paraglide/messages'
import { buttonNamed } from '../../../../../tests/unit/render-in-dom'
import { renderInRouter } from '../../../../../tests/unit/render-in-router'
import StaffLoginPage from './staff-login-page'

// The sign-in is on its way for as long as the test wants: the page is looked at while it runs.
const { signInStaff, staffPasskeyAnswer } = vi.hoisted(() => ({
  signInStaff: vi.fn(() => new Promise(() => undefined)),
  staffPasskeyAnswer: vi.fn(() => new Promise(() => undefined)),
}))
vi.mock('../sign-in.functions', () => ({ signInStaff }))
vi.mock('../../passkeys/staff-passkey-answer', () => ({ staffPasskeyAnswer }))
vi.mock('~/components/browser/passkey-ceremony', () => ({ passkeysSupported: () => true }))

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => page?.unmount())

function type(id: string, value: string) {
  const input = document.getElementById(id) as HTMLInputElement
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('the staff sign-in while it runs', () => {
  it('keeps the focus on the pressed button, says it is busy, and sends nothing more nor clears the password', async () => {
    page = await renderInRouter(<StaffLoginPage address={{ section: 'login', view: 'form', search: {} } as never} />, {
      path: '/admin/login',
    })
    await page.act(() => {
      type('staff-email', 'staff@example.com')
      type('staff-password', 'correct horse battery')
      type('staff-code', '123456')
    })
    const submit = buttonNamed(m.admin_login_submit())
    submit.focus()
    await page.act(() => submit.click())
    expect(signInStaff).toHaveBeenCalledTimes(1)
    expect(submit.disabled).toBe(false)
    expect(submit.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(submit)

    await page.act(() => submit.click())
    const passkey = buttonNamed(m.admin_passkey_instead_of_code())
    expect(passkey.disabled).toBe(false)
    expect(passkey.getAttribute('aria-disabled')).toBe('true')
    await page.act(() => passkey.click())
    expect(signInStaff).toHaveBeenCalledTimes(1)
    expect(staffPasskeyAnswer).not.toHaveBeenCalled()
    expect((document.getElementById('staff-password') as HTMLInputElement).value).toBe('correct horse battery')
  })
})

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { m } from '~/paraglide/messages'
import { buttonNamed, renderInDom } from '../../../../tests/unit/render-in-dom'
import { EmailVerificationNotice } from './email-verification-notice'

// The link is on its way for as long as the test wants: the button is looked at while its action runs.
let answer: (outcome: { ok: true; data: { sent: boolean } }) => void = () => undefined
const changeMember = vi.fn((_endpoint: string, _input: unknown) => new Promise((resolve) => (answer = resolve)))
vi.mock('../member-calls', () => ({ changeMember: (endpoint: string, input: unknown) => changeMember(endpoint, input) }))

let page: Awaited<ReturnType<typeof renderInDom>> | undefined
afterEach(() => page?.unmount())

describe('a member’s button whose action runs (useActionSubmit, shared with the sign-in pages)', () => {
  it('keeps the focus and says it is busy while it runs, and a second press sends nothing', async () => {
    page = await renderInDom(<EmailVerificationNotice email="member@example.com" />)
    const resend = buttonNamed(m.mypage_email_resend())
    resend.focus()
    await page.act(() => resend.click())
    expect(resend.disabled).toBe(false)
    expect(resend.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(resend)
    await page.act(() => resend.click())
    expect(changeMember.mock.calls).toEqual([['sendEmailVerification', {}]])
    await page.act(() => answer({ ok: true, data: { sent: false } }))
    expect(resend.hasAttribute('aria-disabled')).toBe(false)
    expect(document.activeElement).toBe(resend)
  })
})

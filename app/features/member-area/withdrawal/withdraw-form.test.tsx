// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import { locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { buttonNamed } from '../../../../tests/unit/render-in-dom'
import { renderInRouter } from '../../../../tests/unit/render-in-router'
import { WithdrawForm } from './withdraw-form'

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => {
  page?.unmount()
  vi.restoreAllMocks()
})

const control = (id: string) => document.getElementById(id) as HTMLInputElement
const messageAt = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? ''

// mypage-withdraw.spec.ts closes an account in the browser, in Korean: the password, the question and the goodbye.
describe.each(locales)('closing the account (%s)', (locale) => {
  it('explains every missing part, focused on the agreement, and asks nothing until the form is complete', async () => {
    overwriteGetLocale(() => locale)
    const sent = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('nothing is sent in this test'))
    page = await renderInRouter(<WithdrawForm needsPassword />, {
      routeId: '/_member-area/mypage/withdraw',
      member: { id: 'member-1' } as MemberInfo,
    })
    await page.act(() => buttonNamed(m.withdraw_submit()).click())
    expect(messageAt('withdraw-agree')).toBe(m.withdraw_error_agree())
    expect(messageAt('withdraw-reasons')).toBe(m.withdraw_error_reasons())
    expect(messageAt('withdraw-password')).toBe(m.auth_error_password_required())
    expect(document.activeElement).toBe(control('withdraw-agree'))
    expect(sent).not.toHaveBeenCalled()

    await page.act(() => control('withdraw-agree').click())
    await page.act(() => control('withdraw-reason-RARELY_USED').click())
    expect(document.querySelector('label[for="withdraw-reason-RARELY_USED"]')?.textContent).toBe(m.withdraw_reason_RARELY_USED())
    expect(messageAt('withdraw-agree')).toBe('')
    expect(messageAt('withdraw-reasons')).toBe('')
  })
})

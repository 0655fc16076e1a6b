// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { expectMessagesOnlyAfterTyping } from '../../../../tests/unit/form-messages'
import { typeInto } from '../../../../tests/unit/keyboard-and-pointer'
import { buttonNamed } from '../../../../tests/unit/render-in-dom'
import { renderInRouter } from '../../../../tests/unit/render-in-router'
import { LoginForm } from './login-form'
import { SignupForm } from './signup-form'

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
const sent = vi.fn()
beforeEach(() => {
  sent.mockReset()
  vi.stubGlobal('fetch', sent)
})
afterEach(() => {
  page?.unmount()
  vi.unstubAllGlobals()
})

/** Longer than the 128 characters a password may have, and whole: the browser must not cut it at a maxlength. */
const OVERLONG_PASSWORD = `${'correct horse battery staple '.repeat(5)}!`

const field = (id: string) => document.getElementById(id) as HTMLInputElement
const messageOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? ''

/**
 * The password fields, in order: each hides what is typed, tells password managers whether it wants the current or a
 * new password, takes a paste and keeps a password longer than the limit whole (ASVS 6.2.6–6.2.8).
 */
async function expectPasswordFields(purposes: string[]) {
  const fields = [...document.querySelectorAll<HTMLInputElement>('input[autocomplete$="-password"]')]
  expect(fields.map((each) => each.autocomplete)).toEqual(purposes)
  for (const each of fields) {
    expect(each.type).toBe('password')
    expect(each.maxLength, 'no maxlength cuts a long password').toBe(-1)
    const paste = new Event('paste', { bubbles: true, cancelable: true })
    each.dispatchEvent(paste)
    expect(paste.defaultPrevented, 'takes a paste').toBe(false)
    await page?.act(() => typeInto(each, OVERLONG_PASSWORD))
    expect(each.value).toBe(OVERLONG_PASSWORD)
  }
}

const tooLong = () => m.auth_error_password_length({ min: 8, max: 128 })

describe('the sign-in form', () => {
  it('tabbing across the empty form marks no field; typing then leaving one does (en-US)', async () => {
    overwriteGetLocale(() => 'en-US')
    page = await renderInRouter(<LoginForm returnTo={undefined} />, { path: '/login' })
    await expectMessagesOnlyAfterTyping(document.querySelector('form') as HTMLElement, page.act)
  })

  it('an empty sign-in shows the field messages, takes the focus to the email, and sends nothing (ko-KR)', async () => {
    overwriteGetLocale(() => 'ko-KR')
    page = await renderInRouter(<LoginForm returnTo={undefined} />, { path: '/login' })
    const submit = buttonNamed(m.auth_login_submit())
    submit.focus()
    await page.act(() => submit.click())
    expect(messageOf('login-email')).toBe(m.auth_error_email_required())
    expect(messageOf('login-password')).toBe(m.auth_error_password_required())
    expect(document.activeElement).toBe(field('login-email'))
    expect(sent).not.toHaveBeenCalled()
  })

  it('names the email to password managers, hides the password, and refuses one too long instead of cutting it (en-US)', async () => {
    overwriteGetLocale(() => 'en-US')
    page = await renderInRouter(<LoginForm returnTo={undefined} />, { path: '/login' })
    expect(field('login-email').autocomplete).toMatch(/\busername\b/)
    await expectPasswordFields(['current-password'])
    await page.act(() => typeInto(field('login-email'), 'demo@example.com'))
    await page.act(() => buttonNamed(m.auth_login_submit()).click())
    expect(messageOf('login-password')).toBe(tooLong())
    expect(sent).not.toHaveBeenCalled()
  })
})

describe('the sign-up form', () => {
  it('tabbing across the empty form marks no field; typing then leaving one does (en-US)', async () => {
    overwriteGetLocale(() => 'en-US')
    page = await renderInRouter(<SignupForm returnTo={undefined} />, { path: '/signup' })
    await expectMessagesOnlyAfterTyping(document.querySelector('form') as HTMLElement, page.act)
  })

  it('asks for a new password twice, hidden, and refuses one too long instead of cutting it (en-US)', async () => {
    overwriteGetLocale(() => 'en-US')
    page = await renderInRouter(<SignupForm returnTo={undefined} />, { path: '/signup' })
    await expectPasswordFields(['new-password', 'new-password'])
    const password = field('signup-password')
    await page.act(() => password.focus())
    await page.act(() => field('signup-passwordConfirm').focus())
    expect(messageOf('signup-password')).toBe(tooLong())
  })
})

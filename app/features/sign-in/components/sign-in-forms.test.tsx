// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { expectMessagesOnlyAfterTyping } from '../../../../tests/unit/form-messages'
import { typeInto } from '../../../../tests/unit/keyboard-and-pointer'
import { buttonNamed } from '../../../../tests/unit/render-in-dom'
import { renderInRouter } from '../../../../tests/unit/render-in-router'
import { LoginForm } from './login-form'
import { SignupForm } from './signup-form'

// The API refuses every sign-in, in the page's language (member-journeys.spec.ts shows its refusal end to end).
vi.mock('../sign-in.functions', () => ({
  signIn: async () => ({ ok: false, status: 401, code: 'INVALID_CREDENTIALS', message: m.api_error_invalid_credentials() }),
}))

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

describe.each(locales)('a refused sign-in (%s)', (locale) => {
  it('says so, focused, and offers the way to a new password right under the refusal, in the language', async () => {
    overwriteGetLocale(() => locale)
    page = await renderInRouter(<LoginForm returnTo={undefined} />, { path: `/login?lang=${locale}` })
    await page.act(() => typeInto(field('login-email'), 'forgot@example.com'))
    await page.act(() => typeInto(field('login-password'), 'not-the-password'))
    await page.act(() => buttonNamed(m.auth_login_submit()).click())
    const refusal = document.querySelector('[role="alert"]')
    expect(refusal?.textContent).toBe(m.api_error_invalid_credentials())
    expect(document.activeElement).toBe(refusal)
    const next = refusal?.nextElementSibling?.querySelector('a')
    expect(next?.textContent).toBe(m.auth_forgot_link())
    expect(next?.getAttribute('href')).toBe(`/password/forgot?lang=${locale}`)
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

describe.each(locales)('the sign-up form (%s)', (locale) => {
  it("shows each field's message and sends nothing while one is wrong; each goes as soon as its value is right", async () => {
    overwriteGetLocale(() => locale)
    page = await renderInRouter(<SignupForm returnTo={undefined} />, { path: '/signup' })
    const submit = () => page?.act(() => buttonNamed(m.auth_signup_submit()).click())
    const type = (id: string, text: string) => page?.act(() => typeInto(field(id), text))
    await submit()

    // Every message shows, and the focus goes to the first field.
    expect(messageOf('signup-email')).toBe(m.auth_error_email_required())
    expect(messageOf('signup-password')).toBe(m.auth_error_password_required())
    expect(messageOf('signup-passwordConfirm')).toBe(m.auth_error_password_required())
    expect(messageOf('signup-name')).toBe(m.auth_error_name_required())
    expect(messageOf('signup-termsAgree')).toBe(m.auth_error_terms_required())
    expect(messageOf('signup-privacyAgree')).toBe(m.auth_error_privacy_required())
    expect(messageOf('signup-marketingAgree')).toBe('')
    expect(document.activeElement).toBe(field('signup-email'))
    expect(field('signup-email').getAttribute('aria-invalid')).toBe('true')
    expect(field('signup-email').getAttribute('aria-describedby')).toMatch(/signup-email-error/)

    // A wrong value is explained; each message goes as soon as its value is right.
    await type('signup-email', 'not-an-email')
    expect(messageOf('signup-email')).toBe(m.auth_error_email_invalid())
    await type('signup-password', 'short')
    expect(messageOf('signup-password')).toBe(tooLong())
    await type('signup-email', 'new.member@example.com')
    await type('signup-password', 'pw-plum-harbour-long')
    await type('signup-passwordConfirm', 'pw-plum-harbour-long-other')
    await type('signup-name', 'New Member')
    await page?.act(() => field('signup-termsAgree').click())
    await page?.act(() => field('signup-privacyAgree').click())
    expect(messageOf('signup-email')).toBe('')
    expect(messageOf('signup-termsAgree')).toBe('')
    await submit()
    expect(messageOf('signup-passwordConfirm')).toBe(m.auth_error_password_mismatch())
    expect(document.activeElement).toBe(field('signup-passwordConfirm'))
    expect(sent).not.toHaveBeenCalled()

    await type('signup-passwordConfirm', 'pw-plum-harbour-long')
    expect(messageOf('signup-passwordConfirm')).toBe('')
  })
})

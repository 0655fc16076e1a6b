import type { Page } from '@playwright/test'
import {
  demoMember,
  expectSignedIn,
  expectSignedOut,
  fillSignup,
  gotoLogin,
  memberName,
  SESSION_COOKIE,
  sessionCookie,
  signInLink,
  signInWithPassword,
  signOutButton,
  signupSubmit,
  uniqueEmail,
  uniqueTag,
} from './auth-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, type Locale, test } from './fixtures'
import { gotoHydrated, msg, waitForHydration, withLang } from './support'

/** A message with its `{placeholders}` filled in, as the app renders it. */
function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(params[key] ?? whole))
}

/** A field's inline message. */
const errorOf = (page: Page, id: string) => page.locator(`#${id}-error`)

test.describe('signing up with an email', () => {
  // The messages in every language: app/features/sign-in/components/sign-in-forms.test.tsx; here the whole way in once.
  for (const locale of ['ko-KR'] as const satisfies Locale[]) {
    test(`shows each field's message, then signs the new member in (${locale})`, async ({ page }) => {
      test.slow()
      await gotoHydrated(page, withLang('/signup', locale))
      await signupSubmit(page, locale).click()

      // Nothing is sent while a field is wrong: every message shows, and focus goes to the first field.
      await expect(errorOf(page, 'signup-email')).toHaveText(msg(locale, 'auth_error_email_required'))
      await expect(errorOf(page, 'signup-password')).toHaveText(msg(locale, 'auth_error_password_required'))
      await expect(errorOf(page, 'signup-passwordConfirm')).toHaveText(msg(locale, 'auth_error_password_required'))
      await expect(errorOf(page, 'signup-name')).toHaveText(msg(locale, 'auth_error_name_required'))
      await expect(errorOf(page, 'signup-termsAgree')).toHaveText(msg(locale, 'auth_error_terms_required'))
      await expect(errorOf(page, 'signup-privacyAgree')).toHaveText(msg(locale, 'auth_error_privacy_required'))
      await expect(errorOf(page, 'signup-marketingAgree')).toHaveCount(0)
      await expect(page.locator('#signup-email')).toBeFocused()
      await expect(page.locator('#signup-email')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator('#signup-email')).toHaveAttribute('aria-describedby', /signup-email-error/)

      // A wrong value is explained; each message goes as soon as its value is right.
      await page.locator('#signup-email').fill('not-an-email')
      await expect(errorOf(page, 'signup-email')).toHaveText(msg(locale, 'auth_error_email_invalid'))
      await page.locator('#signup-password').fill('short')
      await expect(errorOf(page, 'signup-password')).toHaveText(
        fill(msg(locale, 'auth_error_password_length'), { min: 8, max: 128 }),
      )
      const tag = uniqueTag()
      const values = { email: uniqueEmail(`signup-${locale}`), password: `pw-${uniqueTag()}-long`, name: `E2E ${tag}` }
      await fillSignup(page, { ...values, passwordConfirm: `${values.password}-other` })
      await expect(errorOf(page, 'signup-email')).toHaveCount(0)
      await expect(errorOf(page, 'signup-termsAgree')).toHaveCount(0)
      await signupSubmit(page, locale).click()
      await expect(errorOf(page, 'signup-passwordConfirm')).toHaveText(msg(locale, 'auth_error_password_mismatch'))
      await expect(page.locator('#signup-passwordConfirm')).toBeFocused()

      await page.locator('#signup-passwordConfirm').fill(values.password)
      await expect(errorOf(page, 'signup-passwordConfirm')).toHaveCount(0)
      await signupSubmit(page, locale).click()
      await expect(page).toHaveURL(withLang('/', locale))
      await expectSignedIn(page, values.name)
    })
  }

  test('refuses an email already registered, says so, and keeps what was typed', async ({ page }) => {
    await gotoHydrated(page, withLang('/signup', 'en-US'))
    const values = { email: demoMember.email, password: 'another-password-1', name: 'Someone Else' }
    await fillSignup(page, values)
    await signupSubmit(page, 'en-US').click()
    const alert = page.getByRole('alert')
    await expect(alert).toHaveText('The email is already registered.')
    await expect(alert).toBeFocused()
    await expect(page.locator('#signup-email')).toHaveValue(values.email)
    await expect(page.locator('#signup-password')).toHaveValue(values.password)
    await expect(page.locator('#signup-passwordConfirm')).toHaveValue(values.password)
    await expect(page.locator('#signup-name')).toHaveValue(values.name)
    await expect(page.locator('#signup-termsAgree')).toBeChecked()
    expect(await sessionCookie(page.context())).toBeUndefined()
  })
})

// The password fields of /login and /signup (ASVS 6.2.6–6.2.8) and an empty sign-in's messages: component tests
// (app/features/sign-in/components/sign-in-forms.test.tsx).

test.describe('signing in and out', () => {
  test('the demo member signs in, stays signed in on reload, and signs out', async ({ page, context }) => {
    test.slow()
    await signInWithPassword(page, 'en-US', demoMember.email, demoMember.password)
    await expect(page).toHaveURL(withLang('/', 'en-US'))
    await expectSignedIn(page, demoMember.name)
    await expect(memberName(page)).toHaveText(`Hello, ${demoMember.name}`)

    // The server renders the member on a fresh load, and such a page is never stored by a cache.
    const reloaded = await page.reload()
    expect(reloaded?.headers()['cache-control']).toBe('private, no-store')
    await waitForHydration(page)
    await expectSignedIn(page, demoMember.name)
    const token = (await sessionCookie(context))?.value ?? ''
    expect(token.length).toBeGreaterThan(20)
    expect(await page.content(), 'the token never reaches the page').not.toContain(token)

    // The member area opens for a member.
    const mypage = await page.goto(withLang('/mypage', 'en-US'))
    expect(mypage?.status()).toBe(200)
    expect(mypage?.headers()['cache-control']).toBe('private, no-store')
    await expect(page).toHaveURL(/\/mypage\?/)
    await waitForHydration(page)
    const cookie = await sessionCookie(context)

    await signOutButton(page, 'en-US').click()
    // From a member page, signing out goes home.
    await expect(page).toHaveURL(withLang('/', 'en-US'))
    await expectSignedOut(page, 'en-US')
    await page.goto(withLang('/mypage', 'en-US'))
    await expect(page).toHaveURL(/\/login\?lang=en-US&returnTo=/)

    // The token was revoked, not only forgotten by this browser.
    if (!cookie) throw new Error('there was no session cookie')
    await context.addCookies([cookie])
    await page.goto(withLang('/mypage', 'en-US'))
    await expect(page).toHaveURL(withLang('/', 'en-US'))
    await waitForHydration(page)
    await expectSignedOut(page, 'en-US')
  })

  test('keeps the token in an HttpOnly, SameSite=Lax cookie for the whole site, out of script reach', async ({
    page,
    context,
  }) => {
    await signInWithPassword(page, 'en-US', demoMember.email, demoMember.password)
    await expectSignedIn(page, demoMember.name)
    const cookie = await sessionCookie(context)
    expect(cookie).toMatchObject({ name: SESSION_COOKIE, httpOnly: true, sameSite: 'Lax', path: '/', domain: '127.0.0.1' })
    // About a day, never a session-less forever cookie.
    const hoursLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 3_600_000
    expect(hoursLeft).toBeGreaterThan(23)
    expect(hoursLeft).toBeLessThanOrEqual(24)
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE)
  })

  test('a wrong password or an unknown email is refused without saying which part was wrong', async ({ page }) => {
    await signInWithPassword(page, 'en-US', demoMember.email, 'not-the-password')
    const alert = page.getByRole('alert')
    await expect(alert).toHaveText('The information you entered is incorrect.')
    await expect(alert).toBeFocused()
    await expect(page.locator('#login-email')).toHaveValue(demoMember.email)
    await expect(page.locator('#login-password')).toHaveValue('not-the-password')
    expect(await sessionCookie(page.context())).toBeUndefined()

    await page.locator('#login-email').fill(uniqueEmail('nobody'))
    await page.getByRole('button', { name: msg('en-US', 'auth_login_submit'), exact: true }).click()
    await expect(alert).toHaveText('The information you entered is incorrect.')
    await expect(signInLink(page, 'en-US')).toBeVisible()
  })

  test("the header's sign-in link comes back to the page it was on", async ({ page }) => {
    test.slow()
    await gotoHydrated(page, withLang('/news', 'en-US'))
    await signInLink(page, 'en-US').click()
    await expect(page).toHaveURL(/\/login\?.*returnTo=/)
    await waitForHydration(page)
    await page.locator('#login-email').fill(demoMember.email)
    await page.locator('#login-password').fill(demoMember.password)
    await page.getByRole('button', { name: msg('en-US', 'auth_login_submit'), exact: true }).click()
    await expect(page).toHaveURL(withLang('/news', 'en-US'))
    await expectSignedIn(page, demoMember.name)

    // A signed-in member has nothing to do on the sign-in page.
    await page.goto(withLang('/login', 'en-US'))
    await expect(page).toHaveURL(withLang('/', 'en-US'))
  })
})

test.describe('the sign-in page', () => {
  test('links to signing up, which keeps the page to come back to and drops the failure shown', async ({ page }) => {
    await gotoHydrated(page, `/login?${new URLSearchParams({ returnTo: '/news', error: 'state', lang: 'en-US' })}`)
    await expect(page.getByRole('alert')).toHaveText(msg('en-US', 'auth_state_invalid'))
    const main = page.getByRole('main')
    await expect(main).toContainText(msg('en-US', 'auth_no_account'))
    await main.getByRole('link', { name: msg('en-US', 'auth_signup_link'), exact: true }).click()

    await expect(page).toHaveURL((url) => url.pathname === '/signup')
    const search = new URL(page.url()).searchParams
    expect(search.get('returnTo')).toBe('/news')
    expect(search.get('lang')).toBe('en-US')
    expect(search.has('error')).toBe(false)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'page_signup'))
    await expect(page.locator('#signup-email')).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test("offers the sign-up link and the partners' dashboard sign-in, which opens the configured site in a new tab", async ({
    page,
  }) => {
    await gotoLogin(page, 'en-US')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: msg('en-US', 'auth_signup_link'), exact: true })).toBeVisible()
    await expect(main).toContainText(msg('en-US', 'auth_dashboard_note'))
    const dashboard = main.getByRole('link', { name: msg('en-US', 'nav_dashboard_login'), exact: true })
    await expect(dashboard).toHaveAttribute('href', e2eServerEnv.DASHBOARD_LOGIN_URL)
    await expect(dashboard).toHaveAttribute('target', '_blank')
    await expect(dashboard).toHaveAttribute('rel', /noopener/)
  })
})

test.describe('the member area', () => {
  test('/sample is never stored by a cache when it shows a member', async ({ page }) => {
    await signInWithPassword(page, 'en-US', demoMember.email, demoMember.password)
    await expectSignedIn(page, demoMember.name)
    const sample = await page.goto(withLang('/sample', 'en-US'))
    expect(sample?.status()).toBe(200)
    expect(sample?.headers()['cache-control']).toBe('private, no-store')
    await expect(page).toHaveURL((url) => url.pathname === '/sample')
    await waitForHydration(page)
    await expectSignedIn(page, demoMember.name)
  })

  for (const path of ['/mypage', '/sample']) {
    test(`${path} sends an anonymous visitor to sign in, to come back after`, async ({ page, request }) => {
      const answer = await request.get(withLang(path, 'en-US'), { maxRedirects: 0 })
      expect(answer.status()).toBeGreaterThanOrEqual(300)
      expect(answer.status()).toBeLessThan(400)
      const location = new URL(answer.headers().location ?? '', 'http://x.invalid')
      expect(location.pathname).toBe('/login')
      expect(location.searchParams.get('returnTo') ?? '').toMatch(new RegExp(`^${path}\\b`))

      await page.goto(withLang(path, 'en-US'))
      await expect(page).toHaveURL((url) => url.pathname === '/login')
      await waitForHydration(page)
      await expectSignedOut(page, 'en-US')
    })
  }
})

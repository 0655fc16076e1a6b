import type { BrowserContext } from '@playwright/test'
import { SESSION_COOKIE, signOutButton, uniqueEmail, uniqueTag } from './auth-support'
import { expect, type Locale, test } from './fixtures'
import { fieldError, gotoMemberPage, signedUpMember, toast } from './member-support'
import { htmlLang, msg, waitForHydration, withLang } from './support'

/**
 * What members hit on their way in and out (issue 25, items 11–14): the way back to a forgotten password after a
 * refused sign-in, the sign-in the member area asks for (and the way back to the page), signing out in the page's
 * language, the language an address typed without `lang` takes, and the birthday typed as people type it.
 * The browser's own language is English (Desktop Chrome's locale).
 */

// The API's refusal through the site, and the link followed, in two languages; the refusal's alert and link in all
// five: app/features/sign-in/components/sign-in-forms.test.tsx.
test.describe('a refused sign-in offers the way to a new password, right under the refusal', () => {
  for (const locale of ['ko-KR', 'ja-JP'] as const satisfies Locale[]) {
    test(`in ${locale}`, async ({ page }) => {
      await page.goto(withLang('/login', locale))
      await waitForHydration(page)
      await page.locator('#login-email').fill(uniqueEmail('forgot'))
      await page.locator('#login-password').fill('not-the-password')
      await page.getByRole('button', { name: msg(locale, 'auth_login_submit'), exact: true }).click()
      const refusal = page.getByRole('alert')
      await expect(refusal).toHaveText(msg(locale, 'api_error_invalid_credentials'))
      const next = refusal.locator('xpath=following-sibling::*[1]')
      await next.getByRole('link', { name: msg(locale, 'auth_forgot_link'), exact: true }).click()
      await expect(page).toHaveURL(withLang('/password/forgot', locale))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'page_password_forgot'))
    })
  }
})

/** A new member through the API, not signed in in this browser. */
async function newMember(context: BrowserContext) {
  const member = { email: uniqueEmail('journey'), password: `pw-${uniqueTag()}-long`, name: `E2E ${uniqueTag()}` }
  const response = await context.request.post('/api/v1/signup', { data: { ...member, termsAgree: true, privacyAgree: true } })
  expect(response.status()).toBe(200)
  return member
}

test.describe('the member area asks a visitor to sign in, then opens where they were going', () => {
  for (const [path, locale] of [
    ['/sample', 'zh-CN'],
    ['/mypage/qna', 'ja-JP'],
  ] as const) {
    test(`${path} (${locale})`, async ({ page, context }) => {
      const member = await newMember(context)
      await page.goto(withLang(path, locale))
      await expect(page).toHaveURL(/\/login\?/)
      await waitForHydration(page)
      await expect(page.getByTestId('sign-in-required')).toHaveText(msg(locale, 'auth_sign_in_required'))
      await page.locator('#login-email').fill(member.email)
      await page.locator('#login-password').fill(member.password)
      await page.getByRole('button', { name: msg(locale, 'auth_login_submit'), exact: true }).click()
      await expect(page).toHaveURL(withLang(path, locale))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
    })
  }

  test('a session that ended still goes home, as before', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: SESSION_COOKIE, value: 'x'.repeat(43), url: baseURL ?? '', httpOnly: true }])
    await page.goto(withLang('/mypage', 'ja-JP'))
    await expect(page).toHaveURL(withLang('/', 'ja-JP'))
  })
})

test.describe('signing out lands home in the language of the page, not the browser’s', () => {
  for (const [path, locale] of [
    ['/mypage', 'ja-JP'],
    ['/mypage/qna', 'zh-TW'],
    ['/sample', 'ko-KR'],
  ] as const) {
    test(`from ${path} (${locale})`, async ({ page, context }) => {
      await signedUpMember(context, 'sign-out')
      await gotoMemberPage(page, path, locale)
      await signOutButton(page, locale).click()
      await expect(page).toHaveURL(withLang('/', locale))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
    })
  }
})

test.describe('an address typed without lang carries the language of the page before', () => {
  test('a visitor who came to a Japanese page stays in Japanese; back on a page in the browser’s language, nothing is kept', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    await page.goto(withLang('/company/history', 'ja-JP'))
    await waitForHydration(page)
    await page.goto('/news')
    await expect(page).toHaveURL(withLang('/news', 'ja-JP'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP')

    // A cached page is never served in another language: the cache answers cookie-less requests for a lang only.
    const anonymous = await playwright.request.newContext({ baseURL })
    for (const locale of ['en-US', 'ja-JP'] satisfies Locale[]) {
      const html = await (await anonymous.get(withLang('/news', locale), { headers: { accept: 'text/html' } })).text()
      expect(htmlLang(html)).toBe(locale)
    }
    await anonymous.dispose()

    // Reading in the browser's own language again: no stored language is needed, and none is kept.
    await page.goto(withLang('/faq', 'en-US'))
    await waitForHydration(page)
    await expect.poll(async () => (await context.cookies()).some((cookie) => /(^|-)lang$/.test(cookie.name))).toBe(false)
    await page.goto('/press')
    await expect(page).toHaveURL(withLang('/press', 'en-US'))
  })
})

test.describe('the birthday is taken as people type it', () => {
  test('1990-05-17 is kept as 19900517; 19901317 is told the date does not exist (ko-KR)', async ({ page, context }) => {
    const locale = 'ko-KR'
    await signedUpMember(context, 'birthday')
    await gotoMemberPage(page, '/mypage', locale)
    const birthday = page.locator('#profile-birthday')
    await birthday.fill('19901317')
    await birthday.blur()
    await expect(fieldError(page, 'profile-birthday')).toHaveText(msg(locale, 'mypage_error_birthday_date'))
    await birthday.fill('')
    await birthday.pressSequentially('1990-05-17')
    await expect(birthday).toHaveValue('19900517')
    await expect(fieldError(page, 'profile-birthday')).toHaveCount(0)
    await page.getByRole('button', { name: msg(locale, 'mypage_profile_save'), exact: true }).click()
    await expect(toast(page)).toContainText(msg(locale, 'mypage_profile_saved'))
    await page.reload()
    await waitForHydration(page)
    await expect(page.locator('#profile-birthday')).toHaveValue('19900517')
  })
})
